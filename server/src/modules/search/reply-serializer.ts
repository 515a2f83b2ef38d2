/**
 * The search routes' reply serializer (issue #23 "API": search throughput). fastify-type-provider-zod's
 * serializer re-validates every reply against its zod schema before `JSON.stringify`: for a 20-offer search reply
 * that walk cost about as much as generating the offers. The search services build their replies as the
 * contract's inferred types (TypeScript checks the shape where the reply is built; the frame parses every reply
 * with the same schemas), so a search route's 200 reply is written with `JSON.stringify` alone. Every other status
 * (the error envelope) keeps the zod serializer. Request validation is untouched.
 *
 * What holds the two serializers to the same replies: reply-serializer.test.ts runs the zod serializer over many
 * replies of every vertical and compares the parsed results, so an extra property a service leaks (which zod would
 * strip) fails a test. Property order may differ (zod writes schema order, the services build their own order).
 */
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';

/** JSON of frozen replies (a service's shared, immutable reply: modules/flights/service.ts), kept while the reply lives. */
const frozenReplyJson = new WeakMap<object, string>();

/**
 * `JSON.stringify(data)`; for a frozen object (a reply a service shares between identical searches and never
 * changes) the string is kept with the object and reused.
 */
function serializeSearchReply(data: unknown): string {
  if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return JSON.stringify(data);
  const known = frozenReplyJson.get(data);
  if (known !== undefined) return known;
  const json = JSON.stringify(data);
  frozenReplyJson.set(data, json);
  return json;
}

/**
 * Route-level `serializerCompiler` for search routes: 200 -> `JSON.stringify` (no re-validation); any other
 * status -> fastify-type-provider-zod's `serializerCompiler` (validates, strips, stringifies).
 * @returns a function `(data) => string` per route and status, as Fastify asks for it at start-up
 * @throws (the zod path, non-200 only) ResponseSerializationError when an error reply does not match its schema
 */
export const searchReplySerializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  if (String(routeSchema.httpStatus) === '200') return serializeSearchReply;
  return serializerCompiler(routeSchema as Parameters<typeof serializerCompiler>[0]);
};
