/** GET /bench/noop -> { ok: true }: the benchmark's baseline route, only with BENCH_ROUTES=1. */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const BENCH_NOOP_PATH = '/bench/noop';

export const benchRoutes: FastifyPluginAsync = async (app) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    BENCH_NOOP_PATH,
    { config: { auth: 'visitor' }, schema: { response: { 200: z.object({ ok: z.literal(true) }) } } },
    async () => ({ ok: true as const }),
  );
};
