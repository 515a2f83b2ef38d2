/**
 * Routes of the traveler tracker, the trips dashboard and the company travel activity feed, on the business route tree
 * (paths relative to /i/api/business; contract BUSINESS_TRAVEL_PATHS; issue #26 part 3). Service:
 * ./travel-tracker-service.ts. All GETs (nothing changes state; the stays index they bring up to date is derived data),
 * `Cache-Control: no-store` (where people are is personal data).
 *
 * | Route | Declaration |
 * |---|---|
 * | GET /travelTracker/v1/stays?from&to&country&city&groupId&offset&limit | page `travelerTracker`: TRAVEL_TRACKER + REPORTING + the company's `travelerTracker` switch |
 * | GET /travelTracker/v1/stays.csv?from&to&country&city&groupId | the same; rate limited per account (TRAVEL_EXPORT_ACCOUNT) |
 * | GET /tripsDashboard/v1/trips?offset&limit | TRIPS_DASHBOARD + TRAVEL_TRACKER or REPORTING_VIEW (the menu entry `tripsDashboard`) |
 * | GET /me/v1/companyTravelActivity | COMPANY_TRAVEL_ACTIVITY (any business profile of a company with the feature) |
 *
 * The CSV (csv-stringify, `escape_formulas: true`: a cell starting with = + - @ tab or carriage return gets a leading
 * apostrophe, so a spreadsheet never runs a traveler-typed name or a city as a formula) has a header row, one row per
 * stay, UTF-8 with a byte-order mark (spreadsheets then read accents right), and its window in the file name.
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { stringify } from 'csv-stringify/sync';
import { z } from 'zod';
import {
  BUSINESS_TRAVEL_PATHS, TRIPS_DASHBOARD_PERMISSIONS, TravelActivityReplySchema, TravelerTrackerQuerySchema, TravelerTrackerReplySchema, TripsDashboardQuerySchema,
  TripsDashboardReplySchema, type TrackerStay,
} from '@travel/contract';
import { ERROR_RESPONSES } from '../../errors.ts';
import { pageRequirement } from './admin-routes.ts';
import { businessCaller } from './route-tree.ts';
import type { TravelTrackerService } from './travel-tracker-service.ts';

/** The export's columns, in order (English headers: the file is for spreadsheets, not for the frame's language). */
export const TRACKER_CSV_COLUMNS = ['Traveler', 'Email', 'Group', 'City', 'Country', 'From', 'To', 'Status', 'Booking type', 'Booking', 'Details', 'Reference'] as const;

/**
 * The CSV text of stays (header row first). Cells starting with = + - @ are escaped (csv-stringify `escape_formulas`).
 * Trip content columns are empty when the company's traveler visibility hides it (contract travelDetailsVisible).
 */
export function trackerCsv(rows: readonly TrackerStay[]): string {
  return stringify(
    rows.map((r) => [
      r.traveler.name, r.traveler.email, r.traveler.groupName ?? '', r.city, r.countryCode, r.startDate, r.endDate, r.timing, r.vertical,
      r.details?.title ?? '', r.details?.subtitle ?? '', r.details?.reference ?? '',
    ]),
    { header: true, columns: [...TRACKER_CSV_COLUMNS], escape_formulas: true, bom: true, record_delimiter: 'windows' },
  );
}

const TrackerCsvQuerySchema = TravelerTrackerQuerySchema;

/** Builds the plugin. */
export function travelTrackerRoutes(service: TravelTrackerService): FastifyPluginAsync {
  return async (app) => {
    const r = app.withTypeProvider<ZodTypeProvider>();
    const noStore = { 'Cache-Control': 'no-store' };

    r.get(BUSINESS_TRAVEL_PATHS.tracker, {
      config: { auth: { business: pageRequirement('travelerTracker') } },
      schema: { querystring: TravelerTrackerQuerySchema, response: { 200: TravelerTrackerReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return service.tracker(businessCaller(request).actor, request.query);
    });

    r.get(BUSINESS_TRAVEL_PATHS.trackerCsv, {
      config: { auth: { business: pageRequirement('travelerTracker') }, rateLimits: ['TRAVEL_EXPORT_ACCOUNT'] },
      schema: { querystring: TrackerCsvQuerySchema, response: { 200: z.string(), ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      const { rows, from, to } = await service.trackerExport(businessCaller(request).actor, request.query);
      reply.headers({
        ...noStore, 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="travelers-${from}-to-${to}.csv"`,
        'X-Content-Type-Options': 'nosniff',
      });
      return trackerCsv(rows);
    });

    r.get(BUSINESS_TRAVEL_PATHS.tripsDashboard, {
      config: { auth: { business: { permissions: [...TRIPS_DASHBOARD_PERMISSIONS], features: ['TRIPS_DASHBOARD'] } } },
      schema: { querystring: TripsDashboardQuerySchema, response: { 200: TripsDashboardReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return service.tripsDashboard(businessCaller(request).actor, request.query);
    });

    r.get(BUSINESS_TRAVEL_PATHS.activity, {
      config: { auth: { business: { features: ['COMPANY_TRAVEL_ACTIVITY'] } } },
      schema: { response: { 200: TravelActivityReplySchema, ...ERROR_RESPONSES } },
    }, async (request, reply) => {
      reply.headers(noStore);
      return service.activity(businessCaller(request).actor);
    });
  };
}
