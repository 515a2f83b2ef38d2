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
 *
 * A frozen reply (one a service shares between identical searches and never changes: modules/flights/service.ts)
 * is written once, as an {@link immutableBody} Buffer kept with the reply: a repeated search sends the same bytes
 * without encoding them again, and on a route with `compress: IMMUTABLE_BODY_COMPRESSION` (compression.ts) without
 * compressing them again either.
 */
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { immutableBody } from '../../compression.ts';

/** Bodies of frozen replies, kept while the reply lives. */
const frozenReplyBodies = new WeakMap<object, Buffer>();

/**
 * `JSON.stringify(data)`; for a frozen object, its JSON as an {@link immutableBody} Buffer made on the first call
 * and returned again on the next ones.
 */
function serializeSearchReply(data: unknown): string | Buffer {
  if (typeof data !== 'object' || data === null || !Object.isFrozen(data)) return JSON.stringify(data);
  const known = frozenReplyBodies.get(data);
  if (known !== undefined) return known;
  const body = immutableBody(JSON.stringify(data));
  frozenReplyBodies.set(data, body);
  return body;
}

/**
 * Route-level `serializerCompiler` for search routes: 200 -> `JSON.stringify` (no re-validation; for a frozen reply
 * its kept Buffer); any other status -> fastify-type-provider-zod's `serializerCompiler` (validates, strips, stringifies).
 * @returns a function `(data) => string | Buffer` per route and status, as Fastify asks for it at start-up
 * @throws (the zod path, non-200 only) ResponseSerializationError when an error reply does not match its schema
 */
export const searchReplySerializerCompiler: FastifySerializerCompiler<unknown> = (routeSchema) => {
  // Fastify writes a serializer's Buffer as it is (fastify/lib/reply.js onSendEnd); the compiler's type says string.
  if (String(routeSchema.httpStatus) === '200') return serializeSearchReply as (data: unknown) => string;
  return serializerCompiler(routeSchema as Parameters<typeof serializerCompiler>[0]);
};
