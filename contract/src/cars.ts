/**
 * Car rental search and offers (cars at airports and city centres).
 * Units: `price` = total for the rental (days x daily rate + young-driver fee); minor units of
 * `currency`. `pickUpAt`/`dropOffAt` are local wall-clock times at the rental desk, `YYYY-MM-DDTHH:mm`.
 * Rental days = ceil(hours / 24), at least 1.
 */
import { z } from 'zod';
import { CurrencyCodeSchema } from './locale.ts';
import { MoneySchema } from './flights.ts';
import { csvParam, FacetsSchema, OptionalMinorAmountParamSchema, PagingQueryShape, PriceRangeSchema } from './offer-common.ts';
import { OfferBaseSchema } from './verticals.ts';
import { MIN_DRIVER_AGE_YEARS, MAX_DRIVER_AGE_YEARS } from './search-basics.ts';

export { MIN_DRIVER_AGE_YEARS, MAX_DRIVER_AGE_YEARS, YOUNG_DRIVER_AGE_YEARS } from './search-basics.ts';
/** Longest rental in one search, days. */
export const MAX_RENTAL_DAYS = 60;
/** Default desk time when only a date is given. */
export const DEFAULT_CAR_TIME = '10:00';

export const CAR_CLASSES = ['mini', 'economy', 'compact', 'intermediate', 'fullsize', 'suv', 'van'] as const;
export const CarClassSchema = z.enum(CAR_CLASSES);
export type CarClass = z.infer<typeof CarClassSchema>;

export const CarSortSchema = z.enum(['price', 'rating']);
export type CarSort = z.infer<typeof CarSortSchema>;

/** Local date-time `YYYY-MM-DDTHH:mm`; a bare `YYYY-MM-DD` means {@link DEFAULT_CAR_TIME}. */
export const LocalDateTimeSchema = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}(T([01]\d|2[0-3]):[0-5]\d)?$/, 'Expected YYYY-MM-DD or YYYY-MM-DDTHH:mm')
  .transform((s) => (s.length === 10 ? `${s}T${DEFAULT_CAR_TIME}` : s))
  .refine((s) => !Number.isNaN(Date.parse(`${s}:00Z`)) && new Date(`${s}:00Z`).toISOString().slice(0, 16) === s, 'Not a valid date');

/** Rental days between two local date-times: ceil(hours / 24), at least 1. */
export function rentalDays(pickUpAt: string, dropOffAt: string): number {
  const ms = Date.parse(`${dropOffAt}:00Z`) - Date.parse(`${pickUpAt}:00Z`);
  return Math.max(1, Math.ceil(ms / 86_400_000));
}

/**
 * GET /i/api/cars/v1/search query. `location`: an IATA airport code (desks at the airport) or a
 * GeoNames city id (desks in the city centre). Cross-field checks: dropOffAt after pickUpAt, at most
 * 60 days. Past pick-up and unknown locations are checked by the server.
 */
export const CarSearchQuerySchema = z
  .object({
    location: z.string().trim().regex(/^([A-Za-z]{3}|\d{1,10})$/, 'Expected an IATA airport code or a city id').transform((s) => s.toUpperCase()),
    pickUpAt: LocalDateTimeSchema,
    dropOffAt: LocalDateTimeSchema,
    driverAge: z.coerce.number().int().min(MIN_DRIVER_AGE_YEARS, `Drivers must be at least ${MIN_DRIVER_AGE_YEARS}`).max(MAX_DRIVER_AGE_YEARS).default(30),
    /** One-way rental (issue #11): where the car is returned, IATA code or city id; absent = where it is picked up. */
    dropOffLocation: z.string().trim().regex(/^([A-Za-z]{3}|\d{1,10})$/, 'Expected an IATA airport code or a city id').transform((s) => s.toUpperCase()).optional(),
    currency: z._default(CurrencyCodeSchema, 'USD'),
    sort: CarSortSchema.default('price'),
    /** Filter: car classes. */
    carClass: csvParam(CarClassSchema),
    /** Filter: supplier codes as in the `suppliers` facet. */
    suppliers: csvParam(z.string().max(40)),
    /** Filter: transmission. */
    transmission: csvParam(z.enum(['automatic', 'manual'])),
    priceMin: OptionalMinorAmountParamSchema,
    priceMax: OptionalMinorAmountParamSchema,
    ...PagingQueryShape,
  })
  .superRefine((q, ctx) => {
    const ms = Date.parse(`${q.dropOffAt}:00Z`) - Date.parse(`${q.pickUpAt}:00Z`);
    if (!(ms > 0)) ctx.addIssue({ code: 'custom', path: ['dropOffAt'], message: 'Drop-off must be after pick-up' });
    else if (ms > MAX_RENTAL_DAYS * 86_400_000) ctx.addIssue({ code: 'custom', path: ['dropOffAt'], message: `At most ${MAX_RENTAL_DAYS} days` });
    if (q.priceMin !== undefined && q.priceMax !== undefined && q.priceMin > q.priceMax) {
      ctx.addIssue({ code: 'custom', path: ['priceMax'], message: 'priceMax must not be below priceMin' });
    }
  });
export type CarSearchQuery = z.infer<typeof CarSearchQuerySchema>;
export type CarSearchQueryInput = z.input<typeof CarSearchQuerySchema>;

/** A rental desk: where the car is picked up (and returned, unless the offer has a `dropOffLocation`). */
export const CarRentalLocationSchema = z.object({
  kind: z.enum(['airport', 'city']),
  /** IATA code or GeoNames city id as a string. */
  code: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  timeZone: z.string(),
});
export type CarRentalLocation = z.infer<typeof CarRentalLocationSchema>;

/** An invented rental company (no real brands). */
export const CarSupplierSchema = z.object({ code: z.string(), name: z.string(), rating: z.number().min(0).max(10) });
export type CarSupplier = z.infer<typeof CarSupplierSchema>;

export const CarOfferSchema = OfferBaseSchema.extend({
  vertical: z.literal('cars'),
  supplier: CarSupplierSchema,
  carClass: CarClassSchema,
  /** Generic description, e.g. "Compact hatchback or similar". */
  model: z.string(),
  seats: z.number().int().positive(),
  doors: z.number().int().positive(),
  bags: z.number().int().nonnegative(),
  transmission: z.enum(['automatic', 'manual']),
  airConditioning: z.boolean(),
  mileage: z.enum(['unlimited', 'limited']),
  fuelPolicy: z.enum(['full_to_full', 'same_to_same']),
  location: CarRentalLocationSchema,
  /** One-way rental: where the car is returned (absent: at `location`). */
  dropOffLocation: CarRentalLocationSchema.optional(),
  /** One-way fee included in `price` (one-way rentals only). */
  oneWayFee: MoneySchema.optional(),
  pickUpAt: z.string(),
  dropOffAt: z.string(),
  days: z.number().int().positive(),
  pricePerDay: MoneySchema,
  /** Young-driver fee included in `price` (drivers under 25), or null. */
  youngDriverFee: MoneySchema.nullable(),
  /** Cars of this class left at this desk (before bookings 1-9). */
  carsLeft: z.number().int().nonnegative(),
});
export type CarOffer = z.infer<typeof CarOfferSchema>;

/** Reply of GET /i/api/cars/v1/search. Facets: `carClass`, `suppliers` (code -> offers), `transmission`. */
export const CarSearchResponseSchema = z.object({
  query: z.object({
    location: z.string(),
    pickUpAt: z.string(),
    dropOffAt: z.string(),
    driverAge: z.number().int(),
    dropOffLocation: z.string().optional(),
    currency: CurrencyCodeSchema,
    sort: CarSortSchema,
  }),
  location: CarRentalLocationSchema,
  total: z.number().int().nonnegative(),
  offers: z.array(CarOfferSchema),
  facets: FacetsSchema,
  priceRange: PriceRangeSchema,
  /** Supplier names for the `suppliers` facet keys. */
  supplierNames: z.record(z.string(), z.string()),
});
export type CarSearchResponse = z.infer<typeof CarSearchResponseSchema>;

export const CAR_SEARCH_PATH = '/i/api/cars/v1/search';
