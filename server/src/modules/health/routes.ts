/**
 * Health endpoints for load balancers and orchestrators (issue #7):
 * - GET /healthz -> 200 `{ status: 'ok' }` while the process is up (no database access).
 * - GET /readyz  -> 200 `{ status: 'ready' }` when the database answers and every migration this build
 *   knows is applied; else 503 with the error envelope (INTERNAL_ERROR, what is wrong). While the server
 *   is closing (SIGTERM drain) Fastify answers 503 to new requests, so balancers stop sending traffic.
 * Neither needs a session, a form token or X-CSRF (GET).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { ErrorEnvelopeSchema, type ErrorEnvelope } from '@travel/contract';
import { pendingMigrations } from '../../db/connection.ts';
import type { Database } from '../../db/database.ts';

export const HEALTHZ_PATH = '/healthz';
export const READYZ_PATH = '/readyz';

export const healthRoutes: FastifyPluginAsync<{ db: Kysely<Database> }> = async (app, opts) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(HEALTHZ_PATH, { config: { auth: 'visitor' }, schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' as const };
  });

  r.get(READYZ_PATH, { config: { auth: 'visitor' }, schema: { response: { 200: z.object({ status: z.literal('ready') }), 503: ErrorEnvelopeSchema } } }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    let problem: string;
    try {
      // Reading the migration table is the connectivity check too (it throws when the database is unreachable).
      const pending = await pendingMigrations(opts.db);
      if (pending.length === 0) return { status: 'ready' as const };
      problem = `Database migrations not applied: ${pending.join(', ')} (run npm run db:migrate)`;
    } catch (err) {
      request.log.warn({ err }, 'readiness check: database unreachable');
      problem = 'Database unreachable';
    }
    return reply.code(503).send({ errors: [{ code: 'INTERNAL_ERROR', description: problem }] } satisfies ErrorEnvelope);
  });
};
