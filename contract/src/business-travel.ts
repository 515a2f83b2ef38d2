/**
 * Where the company's people travel (issue #26 part 3): the traveler tracker (`/business/traveler-tracker`, duty of
 * care), the trips dashboard (TRIPS_DASHBOARD, travel managers) and the company travel activity feed
 * (COMPANY_TRAVEL_ACTIVITY, business users' front door). Spec: core-and-business §3 (traveler visibility:
 * TRAVELER_ONLY, TRAVELER_OR_TRAVEL_MANAGER), §6 (`/business/traveler-tracker` "reporting feature and a flag", the
 * TRAVEL_TRACKER permission, the COMPANY_TRAVEL_ACTIVITY and TRIPS_DASHBOARD features).
 *
 * A **stay** is one place a business booking puts its traveler, with local dates (`YYYY-MM-DD`, inclusive): a flight's
 * destination from arrival to the return's departure (one-way: the arrival day; multi-city: each leg's destination
 * until the next leg), a hotel's city from check-in to check-out, a car's pick-up place for the rental, a train's
 * destination on its arrival day, a package's hotel. Only bookings made on the business side count (the booking
 * module's policy check row names their company and traveler) and only while booked (a cancelled booking drops out).
 *
 * **Traveler visibility** (the company setting `settings.travelerVisibility`, contract business.ts: "who may see a
 * traveler's trips"). Readings, one function each below:
 * - Duty of care is not optional: the tracker and the trips dashboard (TRAVEL_TRACKER / REPORTING_VIEW holders) always
 *   show who is where and when (name, place, dates, kind of booking). What was booked (flight route, hotel name,
 *   booking reference, the trip's name) is trip content: shown only when the company lets travel managers see
 *   travelers' trips (TRAVELER_OR_TRAVEL_MANAGER); with TRAVELER_ONLY (the default) it stays the traveler's.
 *   {@link travelDetailsVisible}.
 * - The activity feed shows a colleague's upcoming stay to a user who is going to the same city, and only the name,
 *   city and dates, never trip content. TRAVELER_ONLY means nobody but the traveler sees their trips, so no colleague
 *   appears in anyone's feed (the feed then says the company keeps trips private); TRAVELER_OR_TRAVEL_MANAGER opens
 *   trips beyond the traveler, and colleagues heading to the same place see each other.
 *   {@link colleagueActivityVisible}. Guests and deactivated profiles never appear.
 */
import { z } from 'zod';
import type { BookingMode } from './business.ts';
import { VerticalSchema } from './search-basics.ts';

/** Paths of these calls, relative to `/i/api/business`. */
export const BUSINESS_TRAVEL_PATHS = {
  /** GET: stays of the company's travelers (TRAVEL_TRACKER + REPORTING + the company's `travelerTracker` switch). */
  tracker: '/travelTracker/v1/stays',
  /** GET: the same filters as a CSV file (formula-escaped cells). */
  trackerCsv: '/travelTracker/v1/stays.csv',
  /** GET: the company's upcoming trips, paged (TRIPS_DASHBOARD + TRAVEL_TRACKER or REPORTING_VIEW). */
  tripsDashboard: '/tripsDashboard/v1/trips',
  /** GET: colleagues' upcoming stays in the caller's upcoming places (COMPANY_TRAVEL_ACTIVITY). */
  activity: '/me/v1/companyTravelActivity',
} as const;

/** Days after today the tracker shows when no dates are asked ("now and next"). */
export const TRACKER_DEFAULT_WINDOW_DAYS = 30;
/** Longest date window one tracker query may span, days. */
export const TRACKER_MAX_WINDOW_DAYS = 366;
/** Most rows of one CSV export (the filters narrow a bigger set). */
export const TRACKER_CSV_MAX_ROWS = 10_000;
/** Most places the map gets (the busiest). */
export const TRACKER_MAX_MAP_PLACES = 500;
/** Most items of the activity feed. */
export const ACTIVITY_FEED_MAX_ITEMS = 12;
/** Rows per page of the tracker table and the trips dashboard (the frame's ask). */
export const BUSINESS_TRAVEL_PAGE_SIZE = 25;

const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'A date as YYYY-MM-DD');

/** Filters of the tracker (GET query). `from`..`to` inclusive; both absent: today .. today + {@link TRACKER_DEFAULT_WINDOW_DAYS}. */
export const TravelerTrackerQuerySchema = z.object({
  from: z.optional(IsoDateSchema),
  to: z.optional(IsoDateSchema),
  /** ISO 3166-1 alpha-2 country code. */
  country: z.string().regex(/^[A-Za-z]{2}$/).transform((s) => s.toUpperCase()).optional(),
  /** City name, matched whole and case-insensitively ("who is in London"). */
  city: z.string().trim().min(1).max(100).optional(),
  groupId: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
}).refine((q) => !(q.from && q.to) || q.from <= q.to, { path: ['to'], message: 'The end date must not be before the start date' });
export type TravelerTrackerQuery = z.infer<typeof TravelerTrackerQuerySchema>;

/** A traveler as these views show them. */
export const TravelingPersonSchema = z.object({
  profileId: z.string(),
  name: z.string(),
  email: z.string(),
  groupName: z.string().nullable(),
});
export type TravelingPerson = z.infer<typeof TravelingPersonSchema>;

/** Trip content, shown only when {@link travelDetailsVisible}. */
export const StayDetailsSchema = z.object({ title: z.string(), subtitle: z.string(), reference: z.string() });
export type StayDetails = z.infer<typeof StayDetailsSchema>;

/** Where a stay is relative to today: under way, or ahead, or over. */
export const StayTimingSchema = z.enum(['now', 'upcoming', 'past']);
export type StayTiming = z.infer<typeof StayTimingSchema>;

/** One stay (module docstring). */
export const TrackerStaySchema = z.object({
  id: z.string(),
  traveler: TravelingPersonSchema,
  vertical: VerticalSchema,
  city: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  timing: StayTimingSchema,
  details: StayDetailsSchema.nullable(),
});
export type TrackerStay = z.infer<typeof TrackerStaySchema>;

/** A place on the map: every matching stay there, counted by distinct traveler. */
export const TrackerPlaceSchema = z.object({
  city: z.string(),
  countryCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  travelers: z.number().int().nonnegative(),
});
export type TrackerPlace = z.infer<typeof TrackerPlaceSchema>;

/** Reply of the tracker: a page of stays, the map's places (over every match), and the filters' choices. */
export const TravelerTrackerReplySchema = z.object({
  today: IsoDateSchema,
  from: IsoDateSchema,
  to: IsoDateSchema,
  stays: z.array(TrackerStaySchema),
  total: z.number().int().nonnegative(),
  /** Distinct travelers among every match (not only this page). */
  travelers: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  places: z.array(TrackerPlaceSchema),
  /** Countries with a stay in the window (before the place filters), for the country filter. */
  countries: z.array(z.string()),
  /** The company's groups, for the group filter. */
  groups: z.array(z.object({ id: z.number().int(), name: z.string() })),
  detailsVisible: z.boolean(),
});
export type TravelerTrackerReply = z.infer<typeof TravelerTrackerReplySchema>;

/** Query of the trips dashboard. */
export const TripsDashboardQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(BUSINESS_TRAVEL_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).default(0),
});
export type TripsDashboardQuery = z.infer<typeof TripsDashboardQuerySchema>;

/** One upcoming (or under way) trip of the company: its traveler, where, when, what kinds of booking. */
export const DashboardTripSchema = z.object({
  tripId: z.string(),
  traveler: TravelingPersonSchema,
  /** The trip's main place: its first stay's city. */
  city: z.string(),
  countryCode: z.string(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  timing: StayTimingSchema,
  bookings: z.number().int().positive(),
  verticals: z.array(VerticalSchema),
  /** The trip's name, when {@link travelDetailsVisible}. */
  name: z.string().nullable(),
});
export type DashboardTrip = z.infer<typeof DashboardTripSchema>;

/** Reply of the trips dashboard: trips ending today or later, soonest first. */
export const TripsDashboardReplySchema = z.object({
  today: IsoDateSchema,
  trips: z.array(DashboardTripSchema),
  total: z.number().int().nonnegative(),
  offset: z.number().int().nonnegative(),
  limit: z.number().int().positive(),
  detailsVisible: z.boolean(),
});
export type TripsDashboardReply = z.infer<typeof TripsDashboardReplySchema>;

/** One item of the activity feed: a colleague's upcoming stay in a city of one of the caller's own upcoming stays. */
export const TravelActivityItemSchema = z.object({
  id: z.string(),
  colleagueName: z.string(),
  city: z.string(),
  countryCode: z.string(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  /** The caller's own stay there. */
  yourStartDate: IsoDateSchema,
  yourEndDate: IsoDateSchema,
  /** The two stays share at least one day. */
  overlaps: z.boolean(),
});
export type TravelActivityItem = z.infer<typeof TravelActivityItemSchema>;

/** Reply of the activity feed. `shared` false: the company keeps trips private (module docstring), `items` is empty. */
export const TravelActivityReplySchema = z.object({
  shared: z.boolean(),
  /** The caller has upcoming business stays (the feed looks for colleagues in their places). */
  hasOwnTrips: z.boolean(),
  items: z.array(TravelActivityItemSchema),
});
export type TravelActivityReply = z.infer<typeof TravelActivityReplySchema>;

/** Who may open the trips dashboard: TRIPS_DASHBOARD and one of these (travel managers: those who watch company travel). */
export const TRIPS_DASHBOARD_PERMISSIONS = ['TRAVEL_TRACKER', 'REPORTING_VIEW'] as const;

/** Whether travel managers see trip content (module docstring, core-and-business §3 traveler visibility). */
export function travelDetailsVisible(visibility: BookingMode): boolean {
  return visibility === 'TRAVELER_OR_TRAVEL_MANAGER';
}

/** Whether colleagues appear in each other's activity feed (module docstring, core-and-business §3). */
export function colleagueActivityVisible(visibility: BookingMode): boolean {
  return visibility === 'TRAVELER_OR_TRAVEL_MANAGER';
}

/** Where a stay of `startDate`..`endDate` (inclusive) is relative to `today` (all `YYYY-MM-DD`). */
export function stayTiming(startDate: string, endDate: string, today: string): StayTiming {
  if (endDate < today) return 'past';
  return startDate <= today ? 'now' : 'upcoming';
}
