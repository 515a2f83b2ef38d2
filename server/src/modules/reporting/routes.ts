/**
 * The reporting routes on the business route tree (paths relative to /i/api/business; route-tree.ts's hook has
 * required a business profile of the caller's company, two-factor, and the declared permissions/features). Spec:
 * core-and-business §6 (`/business/stats` with REPORTING; REPORTING_VIEW); issue #26 "Reporting".
 *
 * | Route | Declaration |
 * |---|---|
 * | GET /stats/v1/report?from&to&vertical&travelerId&groupId&officeId&policy | ADMIN_PAGES `reporting`: REPORTING_VIEW + REPORTING; rate limit REPORTING_ACCOUNT |
 * | GET /stats/v1/export.csv?view=…&(the same filters) | the same; `text/csv` attachment (csv.ts: formulas escaped) |
 * | GET /stats/v1/filters | the same: the company's travelers, groups and offices |
 *
 * Read-only (GET, no CSRF needed); every query is scoped by the caller's company (another company's traveler, group
 * or office id simply matches nothing). 400 VALIDATION_ERROR for a bad period.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { REPORTING_PATHS, ReportCsvQuerySchema, ReportFiltersReplySchema, ReportQuerySchema, StatsReportReplySchema } from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import type { BusinessRequirement } from '../access/plugin.ts';
import { pageRequirement } from '../business/admin-routes.ts';
import { businessCaller } from '../business/route-tree.ts';
import { bookingsCsvStream, viewCsv } from './csv.ts';
import type { ReportingService } from './service.ts';

/** Who may read the company's reports: the `reporting` admin page's row (REPORTING_VIEW, feature REPORTING). */
export const REPORTING_REQUIREMENT: BusinessRequirement = pageRequirement('reporting');

/** Builds the plugin with the reporting service. */
export function reportingRoutes(service: ReportingService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const config = { auth: { business: REPORTING_REQUIREMENT }, rateLimits: ['REPORTING_ACCOUNT'] as const };
    const callerOf = (request: Parameters<typeof businessCaller>[0]) => businessCaller(request).actor;

    r.get(REPORTING_PATHS.report, {
      config,
      schema: { querystring: ReportQuerySchema, response: { 200: StatsReportReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.report(callerOf(request), request.query);
    });

    r.get(REPORTING_PATHS.filters, {
      config,
      schema: { response: { 200: ReportFiltersReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return service.filters(callerOf(request));
    });

    r.get(REPORTING_PATHS.csv, {
      config,
      schema: { querystring: ReportCsvQuerySchema, response: { 200: z.any(), ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      const { view, ...query } = request.query;
      const caller = callerOf(request);
      reply.header('Cache-Control', 'no-store');
      reply.header('Content-Type', 'text/csv; charset=utf-8');
      reply.header('X-Content-Type-Options', 'nosniff');
      if (view === 'bookings') {
        const prepared = await service.prepare(caller, query);
        reply.header('Content-Disposition', `attachment; filename="bookings-${prepared.period.from}-${prepared.period.to}.csv"`);
        return reply.send(bookingsCsvStream(prepared));
      }
      const report = await service.report(caller, query);
      reply.header('Content-Disposition', `attachment; filename="${view}-${report.period.from}-${report.period.to}.csv"`);
      return viewCsv(view, report);
    });
  };
}
