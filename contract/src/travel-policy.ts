/**
 * Travel policy (issue #25 part 2): the policy documents per vertical, the facts the evaluation engine reads from an
 * offer, the verdict it answers, the company settings calls that store a policy and the traveler's effective policy.
 * Spec: core-and-business §6 (TRAVEL_POLICY_MANAGEMENT, the policy pages /business/policy/{flight|hotel|train|car},
 * train pages only with the train flag, car preferences with CAR_PREFERENCES; TRAVEL_POLICY_BADGES,
 * RP_POLICY_SUMMARY); account-business-header-and-trips §7 (company `PUT /settings/policies/{vertical}`).
 *
 * Reply schemas here are encoded by the server's serializer (zod `safeEncode`): no one-way `.transform()` anywhere in
 * this file; normalise with `.trim()` / `.toUpperCase()` (bidirectional overwrites).
 *
 * Units: money in minor units of its own currency (MoneySchema: cents for USD, yen for JPY), every money limit carries
 * its currency; durations in minutes; dates `YYYY-MM-DD`; instants ISO 8601 UTC.
 *
 * Every rule of a document is optional and carries its own `action` (allow, warn, requireApproval, block). A rule
 * whose action is `allow` is recorded but never puts an offer out of policy ("allowed, just so you know" is not a
 * violation). Preference rules (preferred airlines, chains, vendors) default to `allow`: shown, not enforced; set
 * another action to make a non-preferred offer out of policy.
 *
 * Precedence (the one rule; see travel-policy-evaluate.ts `effectivePolicy`): a group's policy replaces the company
 * default for each rule the group sets; rules the group leaves unset come from the default. Among the rules an offer
 * violates, the most restrictive action wins (POLICY_ACTIONS order).
 */
import { z } from 'zod';
import { CarClassSchema } from './cars.ts';
import { CabinClassSchema, IsoDateSchema, MoneySchema } from './flights.ts';
import { TrainClassSchema } from './trains.ts';
import type { Vertical } from './verticals.ts';

// ---------------------------------------------------------------------------------------------------------------
// Verticals and actions

/** The policy verticals: the slugs of the policy pages /business/policy/{flight|hotel|train|car} (core §6). */
export const POLICY_VERTICALS = ['flight', 'hotel', 'car', 'train'] as const;
export const PolicyVerticalSchema = z.enum(POLICY_VERTICALS);
export type PolicyVertical = z.infer<typeof PolicyVerticalSchema>;

/**
 * Which policy verticals govern a search vertical: each single vertical maps to its own policy; a package is a
 * flight plus a hotel, so both policies apply (the package's verdict is the flight's and the hotel's reasons
 * together, the most restrictive action winning).
 */
export const POLICY_VERTICALS_OF_SEARCH: Readonly<Record<Vertical, readonly PolicyVertical[]>> = Object.freeze({
  flights: ['flight'],
  hotels: ['hotel'],
  cars: ['car'],
  trains: ['train'],
  packages: ['flight', 'hotel'],
});

/**
 * The actions a rule takes when an offer breaks it, least to most restrictive:
 * - `allow`: nothing happens (the rule is configured but not enforced);
 * - `warn`: bookable with an out-of-policy reason (code + free text of at least 10 characters);
 * - `requireApproval`: bookable, then an approver decides (part 2's approvals);
 * - `block`: the server refuses the booking.
 */
export const POLICY_ACTIONS = ['allow', 'warn', 'requireApproval', 'block'] as const;
export const PolicyActionSchema = z.enum(POLICY_ACTIONS);
export type PolicyAction = z.infer<typeof PolicyActionSchema>;

/** Restrictiveness rank of an action: 0 for `allow` up to 3 for `block`. */
export function policyActionRank(action: PolicyAction): number {
  return POLICY_ACTIONS.indexOf(action);
}

/** The more restrictive of two actions (`block` beats `requireApproval` beats `warn` beats `allow`). */
export function mostRestrictiveAction(a: PolicyAction, b: PolicyAction): PolicyAction {
  return policyActionRank(a) >= policyActionRank(b) ? a : b;
}

// ---------------------------------------------------------------------------------------------------------------
// Building blocks

/** A positive money limit (minor units + ISO currency), e.g. `{ amountMinor: 30000, currency: 'USD' }` = $300. */
export const PolicyMoneySchema = MoneySchema.extend({ amountMinor: z.number().int().positive() });
export type PolicyMoney = z.infer<typeof PolicyMoneySchema>;

/** Whole days, 0-365 (advance purchase). */
const DaysSchema = z.number().int().min(0).max(365);

/** An airline designator (IATA two-character code, e.g. `BA`, `U2`), normalised to upper case. */
export const AirlineCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2}$/, 'Expected a two-character airline code such as BA');

/** A country (ISO 3166-1 alpha-2, e.g. `GB`), normalised to upper case. */
export const CountryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Expected a two-letter country code such as GB');

/** A short name (hotel chain, car vendor code): 1-60 characters after trimming. */
const NameSchema = z.string().trim().min(1).max(60);

/** Distinct values, at most `max` of them. */
const distinctList = <T extends z.ZodType>(item: T, max: number) =>
  z
    .array(item)
    .min(1)
    .max(max)
    .refine((xs) => new Set(xs as unknown[]).size === xs.length, 'Each value may appear once');

// ---------------------------------------------------------------------------------------------------------------
// Flight policy

/**
 * The flight price limit, per traveler:
 * - `fixed`: at most `amount`;
 * - `cheapest` / `median`: at most the search's cheapest (or median) fare plus `plus`, either an amount
 *   (`{ unit: 'amount', amount }`) or a percentage (`{ unit: 'percent', percent: 30 }` = 30 % over it).
 */
export const FlightMaxPriceLimitSchema = z.discriminatedUnion('basis', [
  z.object({ basis: z.literal('fixed'), amount: PolicyMoneySchema }),
  z.object({
    basis: z.enum(['cheapest', 'median']),
    plus: z.discriminatedUnion('unit', [
      z.object({ unit: z.literal('amount'), amount: MoneySchema }),
      z.object({ unit: z.literal('percent'), percent: z.number().min(0).max(1000) }),
    ]),
  }),
]);
export type FlightMaxPriceLimit = z.infer<typeof FlightMaxPriceLimitSchema>;

/** Cabins from the most to the least economical; a policy allows a cabin and every cabin before it. */
export const CABIN_ORDER = CabinClassSchema.options;

/**
 * Cabin allowed by flight duration (TravelPerk's "cabin exceptions above N hours"): `maxCabin` for every flight, and
 * `exceptions` raising it for flights longer than `aboveMinutes` (e.g. `{ aboveMinutes: 360, maxCabin: 'business' }`
 * = business class above 6 h). The exception with the largest `aboveMinutes` below the flight's duration applies.
 */
export const CabinByDurationRuleSchema = z.object({
  action: PolicyActionSchema,
  maxCabin: CabinClassSchema,
  exceptions: z
    .array(z.object({ aboveMinutes: z.number().int().min(1).max(24 * 60), maxCabin: CabinClassSchema }))
    .max(5)
    .refine((xs) => new Set(xs.map((x) => x.aboveMinutes)).size === xs.length, 'Each duration may appear once')
    .default([]),
});

/** One flight policy (company default or a group's); every rule optional. */
export const FlightPolicySchema = z.strictObject({
  /** Price per traveler above the limit. */
  maxPrice: z.object({ action: PolicyActionSchema, limit: FlightMaxPriceLimitSchema }).optional(),
  /** Cabin above the one allowed for the flight's duration. */
  cabinByDuration: CabinByDurationRuleSchema.optional(),
  /** Booked fewer than `minDays` days before departure. */
  advancePurchaseDays: z.object({ action: PolicyActionSchema, minDays: DaysSchema }).optional(),
  /** More stops than `maxStops` in a direction. */
  maxStops: z.object({ action: PolicyActionSchema, maxStops: z.number().int().min(0).max(3) }).optional(),
  /** Preferred airlines: shown, not enforced unless the action is stricter than `allow` (none of them markets the flight). */
  preferredAirlines: z.object({ action: PolicyActionSchema.default('allow'), codes: distinctList(AirlineCodeSchema, 30) }).optional(),
  /** Blocked airlines: any of them marketing a segment (default action `block`). */
  blockedAirlines: z.object({ action: PolicyActionSchema.default('block'), codes: distinctList(AirlineCodeSchema, 30) }).optional(),
});
export type FlightPolicy = z.infer<typeof FlightPolicySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Hotel policy

/**
 * A city whose nightly cap differs from the default. The hotel search names a city by GeoNames id, IATA code or name
 * (hotels.ts HotelSearchQuerySchema `destination`); a city override matches a hotel when `cityId` equals the hotel's
 * GeoNames city id, or `iata` is one of the hotel city's airport codes, or `city` equals its name (case and accents
 * ignored). `city` is also the place name the verdict shows ("over the $350 London nightly cap").
 */
export const HotelCityCapSchema = z.object({
  city: NameSchema,
  cityId: z.number().int().positive().optional(),
  iata: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, 'Expected a three-letter IATA city or airport code such as LON')
    .optional(),
  cap: PolicyMoneySchema,
});
export type HotelCityCap = z.infer<typeof HotelCityCapSchema>;

/** A country whose nightly cap differs from the default (a city override of that country still wins). */
export const HotelCountryCapSchema = z.object({ countryCode: CountryCodeSchema, cap: PolicyMoneySchema });
export type HotelCountryCap = z.infer<typeof HotelCountryCapSchema>;

/**
 * Nightly rate cap (per room and night, before taxes): the first of city override, country override, `default` that
 * matches the hotel applies; with none (no default, no matching override) the rule says nothing about that hotel.
 */
export const HotelNightlyCapRuleSchema = z.object({
  action: PolicyActionSchema,
  default: PolicyMoneySchema.optional(),
  cities: z.array(HotelCityCapSchema).max(100).default([]),
  countries: z.array(HotelCountryCapSchema).max(100).default([]),
});

/** One hotel policy (company default or a group's); every rule optional. */
export const HotelPolicySchema = z.strictObject({
  nightlyCap: HotelNightlyCapRuleSchema.optional(),
  /** More stars than `maxStars`. */
  maxStars: z.object({ action: PolicyActionSchema, maxStars: z.number().int().min(1).max(5) }).optional(),
  /** Booked fewer than `minDays` days before check-in. */
  advancePurchaseDays: z.object({ action: PolicyActionSchema, minDays: DaysSchema }).optional(),
  /** Preferred chains (names, case ignored): shown, not enforced unless the action is stricter than `allow`. */
  preferredChains: z.object({ action: PolicyActionSchema.default('allow'), chains: distinctList(NameSchema, 30) }).optional(),
  /** A non-refundable rate: `allow` allows it, any other action restricts it. */
  nonRefundable: z.object({ action: PolicyActionSchema }).optional(),
});
export type HotelPolicy = z.infer<typeof HotelPolicySchema>;

// ---------------------------------------------------------------------------------------------------------------
// Car and train policies

/** One car policy (company default or a group's); every rule optional. */
export const CarPolicySchema = z.strictObject({
  /** Daily rate (total / rental days) above the cap. */
  dailyCap: z.object({ action: PolicyActionSchema, cap: PolicyMoneySchema }).optional(),
  /** A car class outside `classes` (cars.ts CAR_CLASSES). */
  allowedCarClasses: z.object({ action: PolicyActionSchema, classes: distinctList(CarClassSchema, 7) }).optional(),
  /**
   * Preferred rental vendors (supplier codes as in the car search's `suppliers` facet); the car preferences page
   * needs CAR_PREFERENCES. Shown, not enforced unless the action is stricter than `allow`.
   */
  preferredVendors: z.object({ action: PolicyActionSchema.default('allow'), vendors: distinctList(NameSchema, 30) }).optional(),
});
export type CarPolicy = z.infer<typeof CarPolicySchema>;

/** One train policy (company default or a group's; the train flag gates it); every rule optional. */
export const TrainPolicySchema = z.strictObject({
  /** Price per traveler above the cap. */
  trainCap: z.object({ action: PolicyActionSchema, cap: PolicyMoneySchema }).optional(),
  /** A class outside `classes` (trains.ts: standard, first). */
  allowedTrainClasses: z.object({ action: PolicyActionSchema, classes: distinctList(TrainClassSchema, 2) }).optional(),
});
export type TrainPolicy = z.infer<typeof TrainPolicySchema>;

/** The document schema of each policy vertical. */
export const POLICY_DOCUMENT_SCHEMAS = {
  flight: FlightPolicySchema,
  hotel: HotelPolicySchema,
  car: CarPolicySchema,
  train: TrainPolicySchema,
} as const;

/** Each policy vertical's document type. */
export interface PolicyDocumentOf {
  flight: FlightPolicy;
  hotel: HotelPolicy;
  car: CarPolicy;
  train: TrainPolicy;
}

/** Any vertical's policy document. */
export const PolicyDocumentSchema = z.union([FlightPolicySchema, HotelPolicySchema, CarPolicySchema, TrainPolicySchema]);
export type PolicyDocument = FlightPolicy | HotelPolicy | CarPolicy | TrainPolicy;

/**
 * Every rule kind a verdict or summary can name. The document keys of each vertical (flight: maxPrice ... blockedAirlines;
 * hotel: nightlyCap ... nonRefundable; car: dailyCap, allowedCarClasses, preferredVendors; train: trainCap,
 * allowedTrainClasses); `advancePurchaseDays` is shared by flights and hotels.
 */
export const POLICY_RULE_KINDS = [
  'maxPrice', 'cabinByDuration', 'advancePurchaseDays', 'maxStops', 'preferredAirlines', 'blockedAirlines',
  'nightlyCap', 'maxStars', 'preferredChains', 'nonRefundable',
  'dailyCap', 'allowedCarClasses', 'preferredVendors',
  'trainCap', 'allowedTrainClasses',
] as const;
export const PolicyRuleKindSchema = z.enum(POLICY_RULE_KINDS);
export type PolicyRuleKind = z.infer<typeof PolicyRuleKindSchema>;

/** The rule kinds of each vertical, in the order the policy pages and verdicts list them. */
export const POLICY_RULES_OF_VERTICAL: Readonly<Record<PolicyVertical, readonly PolicyRuleKind[]>> = Object.freeze({
  flight: ['maxPrice', 'cabinByDuration', 'advancePurchaseDays', 'maxStops', 'preferredAirlines', 'blockedAirlines'],
  hotel: ['nightlyCap', 'maxStars', 'advancePurchaseDays', 'preferredChains', 'nonRefundable'],
  car: ['dailyCap', 'allowedCarClasses', 'preferredVendors'],
  train: ['trainCap', 'allowedTrainClasses'],
});

// ---------------------------------------------------------------------------------------------------------------
// Facts: what the engine reads from an offer

/** A search's fares the relative flight price limit is measured against (per traveler, like `price`). */
export const FlightSearchFaresSchema = z.object({ cheapest: MoneySchema, median: MoneySchema });
export type FlightSearchFares = z.infer<typeof FlightSearchFaresSchema>;

/**
 * A flight offer as the policy sees it:
 * - `price`: per traveler (the offer's total / passengers with a seat);
 * - `cabin`: the offer's cabin;
 * - `durationMinutes`: the longest direction's duration (outbound, inbound or any multi-city leg; connections included);
 * - `stops`: the most stops of any direction;
 * - `carriers`: marketing carriers of every segment (IATA codes);
 * - `departureDate`: the first departure, local date;
 * - `search`: the search's cheapest and median fare per traveler (null when not known: a relative limit then says nothing).
 */
export const FlightPolicyFactsSchema = z.object({
  price: MoneySchema,
  cabin: CabinClassSchema,
  durationMinutes: z.number().int().positive(),
  stops: z.number().int().min(0),
  carriers: z.array(z.string()).min(1),
  departureDate: IsoDateSchema,
  search: FlightSearchFaresSchema.nullable(),
});
export type FlightPolicyFacts = z.infer<typeof FlightPolicyFactsSchema>;

/**
 * A hotel rate as the policy sees it: `nightlyRate` per room and night before taxes (hotels.ts `pricePerNight` /
 * rooms), the hotel's city (GeoNames id, name, its airports' IATA codes) and country, stars, chain (null when
 * independent), whether the rate is refundable, check-in date.
 */
export const HotelPolicyFactsSchema = z.object({
  nightlyRate: MoneySchema,
  cityId: z.number().int().positive().nullable(),
  cityName: z.string(),
  cityIataCodes: z.array(z.string()),
  countryCode: z.string().length(2),
  stars: z.number().int().min(1).max(5),
  chain: z.string().nullable(),
  refundable: z.boolean(),
  checkIn: IsoDateSchema,
});
export type HotelPolicyFacts = z.infer<typeof HotelPolicyFactsSchema>;

/** A car offer as the policy sees it: daily rate (total / rental days), class, vendor (supplier code), pick-up date. */
export const CarPolicyFactsSchema = z.object({
  dailyRate: MoneySchema,
  carClass: CarClassSchema,
  vendor: z.string(),
  pickUpDate: IsoDateSchema,
});
export type CarPolicyFacts = z.infer<typeof CarPolicyFactsSchema>;

/** A train fare as the policy sees it: price per traveler, class, departure date. */
export const TrainPolicyFactsSchema = z.object({
  price: MoneySchema,
  trainClass: TrainClassSchema,
  departureDate: IsoDateSchema,
});
export type TrainPolicyFacts = z.infer<typeof TrainPolicyFactsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Verdict

/**
 * What a reason's message needs (every field optional; which ones a rule fills is listed in travel-policy-evaluate.ts):
 * money in minor units of `currency` (`amountMinor` the offer's value, `limitMinor` the limit, `overMinor` by how much
 * it is over); `place` the city or country of a hotel cap; `basis`/`percent` of a relative flight limit; `value`/`limit`
 * for counts (days, stops, stars); `cabin`/`allowedCabin`; `carriers`, `chain`, `vendor`, `carClass`, `trainClass`
 * and the allowed or preferred lists.
 */
export const PolicyReasonParamsSchema = z.object({
  amountMinor: z.number().int().optional(),
  limitMinor: z.number().int().optional(),
  overMinor: z.number().int().optional(),
  currency: z.string().optional(),
  place: z.string().optional(),
  basis: z.enum(['fixed', 'cheapest', 'median']).optional(),
  percent: z.number().optional(),
  value: z.number().optional(),
  limit: z.number().optional(),
  minutes: z.number().int().optional(),
  cabin: z.optional(CabinClassSchema),
  allowedCabin: z.optional(CabinClassSchema),
  carriers: z.array(z.string()).optional(),
  chain: z.string().nullable().optional(),
  vendor: z.string().optional(),
  carClass: CarClassSchema.optional(),
  trainClass: TrainClassSchema.optional(),
  allowed: z.array(z.string()).optional(),
});
export type PolicyReasonParams = z.infer<typeof PolicyReasonParamsSchema>;

/** One broken rule: which, its action, what the message needs. */
export const PolicyReasonSchema = z.object({ rule: PolicyRuleKindSchema, action: PolicyActionSchema, params: PolicyReasonParamsSchema });
export type PolicyReason = z.infer<typeof PolicyReasonSchema>;

/**
 * The policy verdict of one offer: `action` the most restrictive action among the broken rules (`allow` when none),
 * `inPolicy` = `action === 'allow'`, `reasons` the broken rules whose action is not `allow` (most restrictive first),
 * `preferred` whether a preference list of the policy names the offer's airline / chain / vendor (null when the policy
 * has no preference list), `policyVersion` the version evaluated (null when the company has no policy for it).
 */
export const PolicyVerdictSchema = z.object({
  inPolicy: z.boolean(),
  action: PolicyActionSchema,
  reasons: z.array(PolicyReasonSchema),
  preferred: z.boolean().nullable().default(null),
  policyVersion: z.number().int().positive().nullable(),
});
export type PolicyVerdict = z.infer<typeof PolicyVerdictSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Out-of-policy reasons (warn)

/** The reason codes a traveler picks when booking an out-of-policy offer whose action is `warn`. */
export const OUT_OF_POLICY_REASON_CODES = ['noCheaperOption', 'clientRequirement', 'meetingLocation', 'loyalty', 'safety', 'other'] as const;
export const OutOfPolicyReasonCodeSchema = z.enum(OUT_OF_POLICY_REASON_CODES);
export type OutOfPolicyReasonCode = z.infer<typeof OutOfPolicyReasonCodeSchema>;

/** Shortest free text with a reason code (anchors: codes alone become junk; Navan asks for 10+ characters). */
export const OUT_OF_POLICY_REASON_MIN_CHARS = 10;
/** Longest free text of a reason. */
export const OUT_OF_POLICY_REASON_MAX_CHARS = 500;

/** A code plus free text (10-500 characters after trimming). */
export const OutOfPolicyReasonSchema = z.object({
  code: OutOfPolicyReasonCodeSchema,
  text: z.string().trim().min(OUT_OF_POLICY_REASON_MIN_CHARS).max(OUT_OF_POLICY_REASON_MAX_CHARS),
});
export type OutOfPolicyReason = z.infer<typeof OutOfPolicyReasonSchema>;

/**
 * What a business booking body adds: `outOfPolicyReason`, required by the server when the offer's verdict is `warn`
 * (ignored when in policy; a `block` is refused whatever it says).
 */
export const OutOfPolicyBookingFieldsSchema = z.object({ outOfPolicyReason: OutOfPolicyReasonSchema.optional() });
export type OutOfPolicyBookingFields = z.infer<typeof OutOfPolicyBookingFieldsSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Stored policies and the calls

/** Base path of the company policy settings: `${TRAVEL_POLICY_SETTINGS_PATH}/{vertical}` (GET, PUT). */
export const TRAVEL_POLICY_SETTINGS_PATH = '/i/api/business/company/v1/settings/policies';
/** The caller's (or the traveler booked for's) effective policies (GET). */
export const MY_TRAVEL_POLICIES_PATH = '/i/api/business/me/v1/policies';

/** Path params of the settings calls. */
export const TravelPolicyParamsSchema = z.object({ vertical: PolicyVerticalSchema });
/** Query of GET settings/policies/{vertical}: the group's id (business_groups, admin hub groups page; absent = the company default). */
export const TravelPolicyQuerySchema = z.object({ groupId: z.coerce.number().int().positive().optional() });
export type TravelPolicyQuery = z.infer<typeof TravelPolicyQuerySchema>;

/**
 * One stored policy version: per company, vertical and group (`groupId` null = the company default). `version` counts
 * per company and vertical across its groups (1, 2, 3 ...: every PUT of any group takes the next), so one number names
 * one row, and an effective policy's version (the larger of the default's and the group's) names exactly the rows it
 * came from. `updatedBy` is the editor's business profile.
 */
export const StoredTravelPolicySchema = z.object({
  companyId: z.string(),
  vertical: PolicyVerticalSchema,
  groupId: z.number().int().positive().nullable(),
  version: z.number().int().positive(),
  document: PolicyDocumentSchema,
  updatedAt: z.iso.datetime(),
  updatedBy: z.object({ profileId: z.string(), name: z.string() }).nullable(),
});
export type StoredTravelPolicy = z.infer<typeof StoredTravelPolicySchema>;

/**
 * Body of PUT settings/policies/{vertical}: the whole document (a rule left out is unset: for a group, the default's
 * rule applies) and the group (absent or null = the company default). Parse `document` with
 * `POLICY_DOCUMENT_SCHEMAS[vertical]` (the server does).
 */
export const TravelPolicyPutBodySchema = z.object({
  groupId: z.number().int().positive().nullable().optional(),
  document: z.record(z.string(), z.unknown()),
});
export type TravelPolicyPutBody = z.infer<typeof TravelPolicyPutBodySchema>;

/**
 * Reply of GET (and PUT) settings/policies/{vertical}: the current version of the asked scope (`policy`, null when
 * never set), the company default (`companyDefault`, the same row as `policy` when no group was asked), what a member
 * of that scope gets (`effective`, with `effectiveVersion` null when nothing is stored) and the scope's versions,
 * newest first (`history`, up to 20: version, when, by whom).
 */
export const TravelPolicyReplySchema = z.object({
  vertical: PolicyVerticalSchema,
  groupId: z.number().int().positive().nullable(),
  policy: StoredTravelPolicySchema.nullable(),
  companyDefault: StoredTravelPolicySchema.nullable(),
  effective: PolicyDocumentSchema,
  effectiveVersion: z.number().int().positive().nullable(),
  history: z.array(StoredTravelPolicySchema.pick({ version: true, updatedAt: true, updatedBy: true })),
});
export type TravelPolicyReply = z.infer<typeof TravelPolicyReplySchema>;

/** One vertical of the traveler's effective policies: the document (empty when none) and its version. */
export const EffectiveTravelPolicySchema = z.object({ document: PolicyDocumentSchema, version: z.number().int().positive().nullable() });
export type EffectiveTravelPolicy = z.infer<typeof EffectiveTravelPolicySchema>;

/**
 * A fact of the RP_POLICY_SUMMARY sentence: a rule and its limits, in a reason's shape (`rule`, `action`, `params`),
 * e.g. `{ rule: 'maxPrice', action: 'warn', params: { basis: 'cheapest', percent: 30 } }`.
 */
export const PolicySummaryFactSchema = PolicyReasonSchema;
export type PolicySummaryFact = z.infer<typeof PolicySummaryFactSchema>;

/**
 * Reply of GET /i/api/business/me/v1/policies: whose policies (`travelerProfileId`: the traveler booked for, else the
 * caller), their group, and per vertical the effective policy and the one or two summary facts (RP_POLICY_SUMMARY).
 * `train` is null when the company's train flag is off.
 */
export const MyTravelPoliciesReplySchema = z.object({
  travelerProfileId: z.string(),
  groupId: z.number().int().positive().nullable(),
  policies: z.object({
    flight: EffectiveTravelPolicySchema,
    hotel: EffectiveTravelPolicySchema,
    car: EffectiveTravelPolicySchema,
    train: EffectiveTravelPolicySchema.nullable(),
  }),
  summary: z.object({
    flight: z.array(PolicySummaryFactSchema),
    hotel: z.array(PolicySummaryFactSchema),
    car: z.array(PolicySummaryFactSchema),
    train: z.array(PolicySummaryFactSchema),
  }),
});
export type MyTravelPoliciesReply = z.infer<typeof MyTravelPoliciesReplySchema>;
