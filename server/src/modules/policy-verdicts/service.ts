/**
 * Travel-policy verdicts on search results, hotel rooms, the booking page and the booking itself (issue #25 "Policy
 * on every result"; core-and-business §6 TRAVEL_POLICY_BADGES). Computed on the server with the search, in one pass
 * over the reply's offers: no extra round trip per card.
 *
 * Who gets verdicts ({@link PolicyVerdicts.travelerOf}): a signed-in business user on the business side (businessMode)
 * whose company has the TRAVEL_POLICY_BADGES feature. The policy is the effective policy (company default + group,
 * travel-policy-evaluate.ts `effectivePolicy`) of the traveler: the one being booked for when an arranger books for
 * someone (the `travelerOf` dependency; by default the caller), else the caller. Everyone else gets the reply
 * unchanged: the same object, no policy read, no copy (the hot path and the shared frozen replies stay as they were).
 *
 * How: verdicts depend on the caller, offers do not. The services build (and cache) replies the same for everyone;
 * this decorates the reply after the cache: it loads the traveler's policy for the vertical (the business module's cache
 * keyed by the group and policy stamp the principal's query read: no database read while kept, see
 * business/travel-policy-cache.ts), converts its money limits into the search's currency (money.ts: once per shared
 * document and currency), reads the search's cheapest and
 * median fare kept beside the reply (search/results.ts priceStatsOf), maps each offer to the engine's facts
 * (contract travel-policy-facts.ts) and returns a new reply whose offers carry `policy` (contract travel-policy-results.ts).
 *
 * At refresh and booking there is no search: the flight's cheapest and median fares come from a search of the same
 * itinerary for one adult in the offer's cabin ({@link PolicyVerdictsDeps.flightSearchStats}), asked only when the
 * traveler's flight policy has a relative price limit.
 */
import {
  POLICY_VERTICALS_OF_SEARCH, carPolicyFactsOf, seatsOf, combineVerdicts, evaluateCar, evaluateFlight, evaluateHotel, evaluateTrain, flightPolicyFactsOf, hotelPolicyFactsOf,
  trainPolicyFactsOf, type FlightSearchFares,
  type AnyOffer, type CarOffer, type CarPolicy, type CarSearchResponse, type EffectiveTravelPolicy, type FlightOffer, type FlightPolicy, type FlightSearchResponse,
  type HotelDetailsResponse, type HotelOffer, type HotelPolicy, type HotelSearchResponse, type PackageSearchResponse, type PolicyCarSearchResponse,
  type PolicyEvaluationContext, type PolicyFlightSearchResponse, type PolicyHotelDetailsResponse, type PolicyHotelSearchResponse,
  type PolicyPackageSearchResponse, type PolicyTrainSearchResponse, type PolicyVerdict, type PolicyVertical, type TrainOffer, type TrainPolicy,
  type TrainSearchResponse,
} from '@travel/contract';
import type { Principal, TravelPolicyScope } from '../access/principal.ts';
import { priceStatsOf, type SearchPriceStats } from '../search/results.ts';
import { convertMinor, sharedPolicyInCurrency } from './money.ts';

/**
 * Whose policy applies: a business profile of a company, and the key of its effective policy (group, company policy
 * stamp) when the principal's query read it (access/principal.ts TravelPolicyScope; the loader then reads no policy
 * row while the business module's cache keeps that key).
 */
export interface PolicyTraveler {
  companyId: string;
  profileId: string;
  scope?: TravelPolicyScope | undefined;
}

/** What the verdicts read. */
export interface PolicyVerdictsDeps {
  /** The traveler's effective policy of a vertical: document (empty when none) and version (null when none stored). */
  loadPolicy(traveler: PolicyTraveler, vertical: PolicyVertical): Promise<EffectiveTravelPolicy>;
  /** The airport codes of a hotel city (for nightly caps set by IATA code). */
  cityIataCodes(cityId: number): readonly string[];
  /**
   * The cheapest and median fare (minor units, all seats) of a search of the offer's itinerary for one adult in its
   * cabin and currency, or null (multi-city, or no offers). Used at refresh and booking only.
   */
  flightSearchStats(offer: FlightOffer): Promise<SearchPriceStats | null>;
  /** Clock, epoch ms ("today" of advance-purchase rules, UTC). */
  now(): number;
  /**
   * The traveler whose policy applies to a caller who gets verdicts: the traveler being booked for while an arranger
   * books for someone (book-for-other selection), else the caller's own profile. Default: `principal.bookingFor`'s
   * profile when present ({@link bookingForProfileOf}), else the caller's own profile.
   */
  travelerOf?(principal: Principal & { kind: 'account' }): PolicyTraveler;
}

/** Verdicts of one offer for the booking: the verdict and the traveler it was evaluated for. */
export interface OfferPolicyCheck {
  traveler: PolicyTraveler;
  verdict: PolicyVerdict;
}

export interface PolicyVerdicts {
  /** The traveler whose policy applies to `principal`, or null when the caller gets no verdicts (see module doc). */
  travelerOf(principal: Principal): PolicyTraveler | null;
  /** The flight search reply with a verdict on each offer (the same object for a caller without verdicts). */
  flights(principal: Principal, reply: FlightSearchResponse): Promise<PolicyFlightSearchResponse>;
  /** The hotel search reply with a verdict on each offer. */
  hotels(principal: Principal, reply: HotelSearchResponse): Promise<PolicyHotelSearchResponse>;
  /** The hotel details with a verdict on each room's rates. */
  hotelDetails(principal: Principal, reply: HotelDetailsResponse): Promise<PolicyHotelDetailsResponse>;
  /** The car search reply with a verdict on each offer. */
  cars(principal: Principal, reply: CarSearchResponse): Promise<PolicyCarSearchResponse>;
  /** The train search reply with a verdict on each train (its cheapest class) and each class. */
  trains(principal: Principal, reply: TrainSearchResponse): Promise<PolicyTrainSearchResponse>;
  /** The package search reply with one verdict on each package: its flight's and its hotel's together (the parts carry none). */
  packages(principal: Principal, reply: PackageSearchResponse): Promise<PolicyPackageSearchResponse>;
  /**
   * The verdict of one offer as refreshed for booking (the booking page and the booking itself), or null for a caller
   * without verdicts.
   * @param seats travelers with a seat the offer's price covers (flights: from the refresh's passengers)
   */
  checkOffer(principal: Principal, offer: AnyOffer, seats: number): Promise<OfferPolicyCheck | null>;
}

/**
 * The traveler an arranger books for on this session, when the business module's booking-for hook put one on the
 * principal (`principal.bookingFor`, set only after the resource policy `trip.bookFor` passed for this request), else
 * undefined (the caller books for themself). Read structurally: the field belongs to the book-for-other part.
 */
export function bookingForProfileOf(principal: Principal): string | undefined {
  return (principal as { bookingFor?: { profileId?: string } }).bookingFor?.profileId;
}

/**
 * The default traveler of a caller with a business profile: the traveler being booked for (`principal.bookingFor`)
 * with their group, else the caller's own profile; each with the company's policy stamp the principal's query read.
 */
export function policyTravelerOfPrincipal(principal: Principal & { kind: 'account' }): PolicyTraveler {
  const business = principal.business!;
  const own = business.travelPolicyScope;
  const target = principal.bookingFor;
  if (!target) return { companyId: business.companyId, profileId: business.profileId, scope: own };
  const scope = own && target.groupId !== undefined ? { groupId: target.groupId, policyStamp: own.policyStamp } : undefined;
  return { companyId: business.companyId, profileId: target.profileId, scope };
}

/** Today as YYYY-MM-DD (UTC). */
const utcToday = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The search's cheapest and median fare per traveler with a seat (contract FlightSearchFares), or null without offers. */
function searchFares(stats: SearchPriceStats | null, currency: string, seats: number): FlightSearchFares | null {
  if (!stats) return null;
  const perSeat = (minor: number) => ({ amountMinor: Math.round(minor / Math.max(1, seats)), currency });
  return { cheapest: perSeat(stats.cheapestMinor), median: perSeat(stats.medianMinor) };
}

/** Most decorated copies kept per shared (frozen) flight reply: one per distinct policy document seen for it. */
const DECORATED_PER_REPLY_MAX = 16;

/** Ids of shared (frozen) policy documents, so a kept decorated reply is found without serializing its policy. */
const documentIds = new WeakMap<object, number>();
let nextDocumentId = 0;

/** A key naming a policy document's content: `#id` of a frozen (shared, never changed) one, else its JSON. */
function documentKey(document: object): string {
  if (!Object.isFrozen(document)) return JSON.stringify(document);
  let id = documentIds.get(document);
  if (id === undefined) documentIds.set(document, (id = ++nextDocumentId));
  return `#${id}`;
}

/**
 * A shallow copy of `offer` (a plain object) with `policy` added last: what `{ ...offer, policy }` makes, own enumerable
 * properties in the same order, so the same JSON. Offers stay untouched (the supplier may share them between callers).
 * Why not the spread: offers of one vertical come in several shapes (optional fields), so the spread's clone site goes
 * megamorphic and copies through the runtime; this loop measured 2-4x faster per offer and leaves less garbage
 * (issue #25 bench: the copies were most of the verdicts' cost).
 */
function withPolicy<T extends object, P>(offer: T, policy: P): T & { policy: P } {
  const copy: Record<string, unknown> = {};
  for (const key in offer) copy[key] = offer[key];
  copy.policy = policy;
  return copy as T & { policy: P };
}

/** A policy document with its limits in `currency`, and the evaluation context of one reply. */
interface Prepared<D> {
  document: D;
  context: PolicyEvaluationContext;
}

/**
 * Creates the verdict service.
 * @param deps policy loader, hotel city codes, flight search statistics for booking, clock, traveler choice
 */
export function createPolicyVerdicts(deps: PolicyVerdictsDeps): PolicyVerdicts {
  const travelerOfAccount = deps.travelerOf ?? policyTravelerOfPrincipal;

  /**
   * Decorated copies of the flight service's shared replies (frozen, kept with the supplier's offers), by what the
   * verdicts depend on: the policy document (limits already in the reply's currency), its version and the day. A copy
   * is frozen too, so the serializer keeps its bytes (search/reply-serializer.ts): travelers sharing a policy who
   * repeat a search (filter, sort, page back) get the kept bytes, like a consumer does. Derived data, never state: the
   * key holds the whole document, so a new policy version or document is a new entry.
   */
  const decoratedFlights = new WeakMap<object, Map<string, PolicyFlightSearchResponse>>();

  function travelerOf(principal: Principal): PolicyTraveler | null {
    if (principal.kind !== 'account') return null;
    const business = principal.business;
    if (!business || !business.businessMode || !business.features.includes('TRAVEL_POLICY_BADGES')) return null;
    return travelerOfAccount(principal);
  }

  /** The traveler's policy of `vertical` with its limits in `currency`, and the context of an evaluation now. */
  async function prepare<V extends PolicyVertical>(traveler: PolicyTraveler, vertical: V, currency: string): Promise<Prepared<never>> {
    const policy = await deps.loadPolicy(traveler, vertical);
    return {
      document: sharedPolicyInCurrency(policy.document, currency) as never,
      // Limits are already in `currency`; the converter is the engine's fallback for any money left in another one.
      context: { today: utcToday(deps.now()), policyVersion: policy.version, convert: (money, to) => convertMinor(money.amountMinor, money.currency, to) },
    };
  }

  // Facts from the contract's one mapping (travel-policy-facts.ts), so search verdicts and the booking's check agree.
  const flightVerdict = (p: Prepared<FlightPolicy>, offer: FlightOffer, seats: number, stats: SearchPriceStats | null) =>
    evaluateFlight(p.document, flightPolicyFactsOf(offer, { adults: seats }, searchFares(stats, offer.price.currency, seats)), p.context);
  /** The city codes of hotel cities, asked once per city in one reply (its offers are mostly of one city). */
  const cityCodesOnce = (): ((cityId: number) => readonly string[]) => {
    const known = new Map<number, readonly string[]>();
    return (cityId) => {
      let codes = known.get(cityId);
      if (!codes) known.set(cityId, (codes = deps.cityIataCodes(cityId)));
      return codes;
    };
  };
  const hotelVerdict = (p: Prepared<HotelPolicy>, offer: HotelOffer, codesOf: (cityId: number) => readonly string[] = deps.cityIataCodes) =>
    evaluateHotel(p.document, hotelPolicyFactsOf(offer, codesOf(offer.hotel.cityId)), p.context);
  const trainVerdict = (p: Prepared<TrainPolicy>, offer: TrainOffer, fare?: { price: TrainOffer['price']; trainClass: TrainOffer['trainClass'] }) =>
    evaluateTrain(p.document, trainPolicyFactsOf(offer, fare), p.context);
  const carVerdict = (p: Prepared<CarPolicy>, offer: CarOffer) => evaluateCar(p.document, carPolicyFactsOf(offer), p.context);
  /** Train policies exist for a company only with its trainPolicy flag (core §6 "train pages only with the train flag"). */
  const trainPolicyOn = (principal: Principal) => principal.kind === 'account' && principal.business?.flags.trainPolicy === true;

  return {
    travelerOf,

    async flights(principal, reply) {
      const traveler = travelerOf(principal);
      if (!traveler || reply.offers.length === 0) return reply;
      const p = await prepare<'flight'>(traveler, 'flight', reply.query.currency);
      const shared = Object.isFrozen(reply);
      const key = shared ? `${documentKey(p.document)}\u0000${p.context.policyVersion}\u0000${p.context.today}` : '';
      const known = shared ? decoratedFlights.get(reply)?.get(key) : undefined;
      if (known) return known;
      const seats = seatsOf(reply.query);
      const stats = priceStatsOf(reply);
      const decorated: PolicyFlightSearchResponse = { ...reply, offers: reply.offers.map((o) => withPolicy(o, flightVerdict(p, o, seats, stats))) };
      if (!shared) return decorated;
      let byPolicy = decoratedFlights.get(reply);
      if (!byPolicy) decoratedFlights.set(reply, (byPolicy = new Map()));
      if (byPolicy.size >= DECORATED_PER_REPLY_MAX) byPolicy.delete(byPolicy.keys().next().value as string);
      byPolicy.set(key, Object.freeze(decorated));
      return decorated;
    },

    async hotels(principal, reply) {
      const traveler = travelerOf(principal);
      if (!traveler || reply.offers.length === 0) return reply;
      const p = await prepare<'hotel'>(traveler, 'hotel', reply.query.currency);
      const codesOf = cityCodesOnce();
      return { ...reply, offers: reply.offers.map((o) => withPolicy(o, hotelVerdict(p, o, codesOf))) };
    },

    async hotelDetails(principal, reply) {
      const traveler = travelerOf(principal);
      if (!traveler || reply.rooms.length === 0) return reply;
      const p = await prepare<'hotel'>(traveler, 'hotel', reply.query.currency);
      // One pass over every room's rates, the hotel's city codes asked once.
      const codesOf = cityCodesOnce();
      return { ...reply, rooms: reply.rooms.map((room) => ({ ...room, rates: room.rates.map((o) => withPolicy(o, hotelVerdict(p, o, codesOf))) })) };
    },

    async cars(principal, reply) {
      const traveler = travelerOf(principal);
      if (!traveler || reply.offers.length === 0) return reply;
      const p: Prepared<CarPolicy> = await prepare<'car'>(traveler, 'car', reply.query.currency);
      return { ...reply, offers: reply.offers.map((o) => withPolicy(o, carVerdict(p, o))) };
    },

    async trains(principal, reply) {
      const traveler = travelerOf(principal);
      if (!traveler || reply.offers.length === 0 || !trainPolicyOn(principal)) return reply;
      const p = await prepare<'train'>(traveler, 'train', reply.query.currency);
      return {
        ...reply,
        offers: reply.offers.map((o) => {
          const own = trainVerdict(p, o);
          const decorated = withPolicy(o, own);
          // The class the train's card leads with is the offer's own fare (same class and price): the same facts, so
          // the same verdict, not evaluated twice. Assigning `classes` keeps its place in the copy (the spread's order).
          if (o.classes) {
            decorated.classes = o.classes.map((c) =>
              withPolicy(c, c.trainClass === o.trainClass && c.price.amountMinor === o.price.amountMinor && c.price.currency === o.price.currency ? own : trainVerdict(p, o, c)),
            );
          }
          return decorated;
        }),
      };
    },

    async packages(principal, reply) {
      const traveler = travelerOf(principal);
      if (!traveler || reply.offers.length === 0) return reply;
      const [flight, hotel] = await Promise.all([prepare<'flight'>(traveler, 'flight', reply.query.currency), prepare<'hotel'>(traveler, 'hotel', reply.query.currency)]);
      const stats = priceStatsOf(reply, 'flight');
      const codesOf = cityCodesOnce();
      // A search's packages pair a few flights with many hotels (the same flight object in several packages): each
      // flight is judged once per reply. The package carries one verdict, its flight's and its hotel's together (the
      // parts are booked as one; each reason's rule names its part): no copy of the parts, which stay shared.
      const flights = new Map<FlightOffer, { travelers: number; verdict: PolicyVerdict }>();
      return {
        ...reply,
        offers: reply.offers.map((o) => {
          let flightOf = flights.get(o.flight);
          if (!flightOf || flightOf.travelers !== o.travelers) {
            flightOf = { travelers: o.travelers, verdict: flightVerdict(flight, o.flight, o.travelers, stats) };
            flights.set(o.flight, flightOf);
          }
          return withPolicy(o, combineVerdicts([flightOf.verdict, hotelVerdict(hotel, o.hotel, codesOf)]));
        }),
      };
    },

    async checkOffer(principal, offer, seats) {
      const traveler = travelerOf(principal);
      if (!traveler) return null;
      const currency = offer.price.currency;
      const vertical = offer.vertical ?? 'flights';
      if (vertical === 'trains' && !trainPolicyOn(principal)) return null;
      const verticals = POLICY_VERTICALS_OF_SEARCH[vertical];
      const prepared = new Map(await Promise.all(verticals.map(async (v) => [v, await prepare(traveler, v, currency)] as const)));
      /** The search statistics of a flight, read only when its policy has a relative price limit. */
      const statsFor = async (p: Prepared<FlightPolicy>, flight: FlightOffer) => (p.document.maxPrice && p.document.maxPrice.limit.basis !== 'fixed' ? deps.flightSearchStats(flight) : null);
      const flightOf = async (flight: FlightOffer, n: number) => {
        const p = prepared.get('flight') as Prepared<FlightPolicy>;
        // The statistics are of a one-adult search: per traveler already.
        return flightVerdict(p, flight, n, await statsFor(p, flight).then((s) => (s ? { cheapestMinor: s.cheapestMinor * n, medianMinor: s.medianMinor * n } : null)));
      };
      let verdict: PolicyVerdict;
      switch (offer.vertical) {
        case 'hotels':
          verdict = hotelVerdict(prepared.get('hotel') as Prepared<HotelPolicy>, offer);
          break;
        case 'cars':
          verdict = carVerdict(prepared.get('car') as Prepared<CarPolicy>, offer);
          break;
        case 'trains':
          verdict = trainVerdict(prepared.get('train') as Prepared<TrainPolicy>, offer);
          break;
        case 'packages':
          verdict = combineVerdicts([await flightOf(offer.flight, offer.travelers), hotelVerdict(prepared.get('hotel') as Prepared<HotelPolicy>, offer.hotel)]);
          break;
        default:
          verdict = await flightOf(offer, seats);
      }
      return { traveler, verdict };
    },
  };
}
