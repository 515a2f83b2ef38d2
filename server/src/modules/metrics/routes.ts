/**
 * POST /i/api/affiliate/ui/metrics/v1/:metricType, body { metricName, metricValue } -> 204.
 * Needs the session's X-CSRF (enforced by the session hooks). Spec: core-and-business §7.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MetricBodySchema, MetricTypeSchema } from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import type { MetricsService } from './service.ts';

export const METRICS_PATH = '/i/api/affiliate/ui/metrics/v1/:metricType';

export const metricsRoutes: FastifyPluginAsync<{ metrics: MetricsService }> = async (app, opts) => {
  app.withTypeProvider<ZodTypeProvider>().post(
    METRICS_PATH,
    {
      config: { auth: 'visitor', rateLimits: ['METRICS_SESSION', 'METRICS_IP'] },
      schema: {
        params: z.object({ metricType: MetricTypeSchema }),
        body: MetricBodySchema,
        response: { 204: z.null(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      await opts.metrics.record(request.session, request.params.metricType, request.body);
      return reply.code(204).send(null);
    },
  );
};
