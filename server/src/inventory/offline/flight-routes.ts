/**
 * Route network of the offline flight inventory (issue #11 "Believable inventory"): which carriers may
 * fly a leg, which airports may be joined nonstop, and the nonstop and 1- to 3-stop routings of a city
 * pair. Pure and deterministic (no clock, no randomness): flights.ts builds dated schedules on these
 * routings. The rules and their constants live in flight-network.ts; the README section
 * (server/src/inventory/README.md, "Flights") states them for readers.
 */
import {
  BIG_HUBS, CARRIERS, CLIMB_DESCENT_MIN, CRUISE_SPEED_KMH, DEFAULT_STAGE_KM, DOMESTIC_MARKET_OF, EU_MARKET,
  FALLBACK_DETOUR_RATIO, FALLBACK_EXTRA_KM, HEADWIND_MAX_KMH, LAST_RESORT_DETOUR_FACTOR, LAST_RESORT_EXTRA_KM,
  LONG_HAUL_HUB_KM, MAX_CONNECTION_HUBS, MAX_DETOUR_RATIO, MAX_NONSTOP_KM, MCT_BIG_HUB_DOMESTIC_MIN,
  MCT_BIG_HUB_INTERNATIONAL_MIN, MCT_DOMESTIC_MIN, MCT_INTERLINE_EXTRA_MIN, MCT_INTERNATIONAL_MIN,
  MEDIUM_AIRPORT_MAX_NONSTOP_KM, MIN_LEG_KM, MULTI_STOP_CHAINS, MULTI_STOP_HUB_CANDIDATES, MULTI_STOP_SEQUENCES,
  MULTI_STOP_TRIES, NO_LOWCOST_AIRPORTS, PERIMETER_FOREIGN_COUNTRIES, PERIMETER_RULES, TAXI_MIN,
  UNLISTED_CARRIER_MAX_STAGE_KM, UNLISTED_CARRIERS_PER_LEG, type Alliance, type CarrierKind,
} from './flight-network.ts';
import { haversineKm } from './geo-time.ts';

/** What the network needs of an airport. */
export interface NetworkAirport {
  code: string;
  countryCode: string;
  latitude: number;
  longitude: number;
  size: 'large' | 'medium';
}
/** What the network needs of an airline of the reference data. */
export interface NetworkAirline {
  code: string;
  name: string;
  countryCode: string | null;
}

/** A carrier as the network uses it: the reference airline plus its (curated or default) profile. */
export interface NetworkCarrier {
  code: string;
  name: string;
  countries: ReadonlySet<string>;
  /** Cabotage markets of its home countries ({@link marketOf}). */
  markets: ReadonlySet<string>;
  hubs: ReadonlySet<string>;
  /** Hubs its international long-haul legs touch (the hubs unless the profile lists gateways). */
  gateways: ReadonlySet<string>;
  alliance: Alliance | null;
  kind: CarrierKind;
  maxStageKm: number;
  /** False for unlisted carriers and point-to-point low-cost carriers. */
  sellsConnections: boolean;
  /** True when the carrier has a curated profile in flight-network.ts. */
  curated: boolean;
}

/** One leg of a routing. */
export interface RouteLeg<A extends NetworkAirport> {
  from: A;
  to: A;
  carrier: NetworkCarrier;
  km: number;
}
/** A routing between two airports: 1-4 legs, each carrier allowed on its leg, connections allowed at each stop. */
export interface Routing<A extends NetworkAirport> {
  legs: readonly RouteLeg<A>[];
  /** Relative frequency among the routings of its group (nonstops, or connections). */
  weight: number;
}

/** The cabotage market of a country: its own code, or the country whose domestic market its territory is. */
export function marketOf(countryCode: string): string {
  return DOMESTIC_MARKET_OF[countryCode] ?? countryCode;
}

/** True when a leg stays inside one cabotage market (a domestic flight). */
export function isDomesticLeg(a: NetworkAirport, b: NetworkAirport): boolean {
  return marketOf(a.countryCode) === marketOf(b.countryCode);
}

/**
 * Minimum connection time at a hub, minutes: 45 domestic / 75 international (60 / 90 at {@link BIG_HUBS}),
 * plus 15 when the two legs are flown by different (alliance partner) carriers. A connection is domestic
 * when both legs stay inside the hub's country.
 */
export function minimumConnectionMinutes(hub: NetworkAirport, arriving: { from: NetworkAirport }, departing: { to: NetworkAirport }, interline: boolean): number {
  const domestic = arriving.from.countryCode === hub.countryCode && departing.to.countryCode === hub.countryCode;
  const big = BIG_HUBS.has(hub.code);
  const base = domestic ? (big ? MCT_BIG_HUB_DOMESTIC_MIN : MCT_DOMESTIC_MIN) : (big ? MCT_BIG_HUB_INTERNATIONAL_MIN : MCT_INTERNATIONAL_MIN);
  return base + (interline ? MCT_INTERLINE_EXTRA_MIN : 0);
}

/**
 * East component of the rhumb-line heading from `a` to `b`, in [-1, 1] (1 due east, -1 due west).
 */
export function eastComponent(a: NetworkAirport, b: NetworkAirport): number {
  const rad = Math.PI / 180;
  let dLon = (b.longitude - a.longitude) * rad;
  if (dLon > Math.PI) dLon -= 2 * Math.PI;
  if (dLon < -Math.PI) dLon += 2 * Math.PI;
  const clampLat = (lat: number) => Math.max(-89, Math.min(89, lat)) * rad;
  const dPsi = Math.log(Math.tan(Math.PI / 4 + clampLat(b.latitude) / 2) / Math.tan(Math.PI / 4 + clampLat(a.latitude) / 2));
  const heading = Math.atan2(dLon, dPsi);
  return Math.sin(heading);
}

/**
 * Unpadded block time of a leg, minutes: taxi + climb/descent + distance at the cruise ground speed less the
 * headwind share of its heading (due west loses {@link HEADWIND_MAX_KMH}). Never below the documented lower
 * bound `km / CRUISE_SPEED_KMH x 60 + TAXI_MIN`.
 */
export function baseBlockMinutes(from: NetworkAirport, to: NetworkAirport, km: number): number {
  const speed = CRUISE_SPEED_KMH - (HEADWIND_MAX_KMH * (1 - eastComponent(from, to))) / 2;
  return TAXI_MIN + CLIMB_DESCENT_MIN + (km / speed) * 60;
}

/** The distance between two airports, km. */
export function airportKm(a: NetworkAirport, b: NetworkAirport): number {
  return haversineKm(a.latitude, a.longitude, b.latitude, b.longitude);
}

/**
 * Builds the route network over the reference airports and airlines.
 * @param airports every airport the search accepts
 * @param airlines every airline of the reference data (curated profiles in flight-network.ts are applied
 *   to the codes present here; carriers absent from the data never fly)
 */
export function createRouteNetwork<A extends NetworkAirport>(airports: readonly A[], airlines: readonly NetworkAirline[]) {
  const byCode = new Map(airports.map((a) => [a.code, a]));
  const carriers: NetworkCarrier[] = [];
  const unlistedByCountry = new Map<string, NetworkCarrier[]>();
  for (const al of airlines) {
    const profile = Object.hasOwn(CARRIERS, al.code) ? CARRIERS[al.code] : undefined;
    if (profile) {
      carriers.push({
        code: al.code, name: al.name, countries: new Set(profile.countries), markets: new Set(profile.countries.map(marketOf)),
        hubs: new Set(profile.hubs.filter((h) => byCode.has(h))), gateways: new Set(profile.gateways ?? profile.hubs), alliance: profile.alliance ?? null, kind: profile.kind,
        maxStageKm: profile.maxStageKm ?? DEFAULT_STAGE_KM[profile.kind], sellsConnections: profile.pointToPoint !== true, curated: true,
      });
    } else if (al.countryCode !== null) {
      const c: NetworkCarrier = {
        code: al.code, name: al.name, countries: new Set([al.countryCode]), markets: new Set([marketOf(al.countryCode)]), hubs: new Set(), gateways: new Set(),
        alliance: null, kind: 'lowcost', maxStageKm: UNLISTED_CARRIER_MAX_STAGE_KM, sellsConnections: false, curated: false,
      };
      const list = unlistedByCountry.get(al.countryCode);
      if (list) list.push(c);
      else unlistedByCountry.set(al.countryCode, [c]);
    }
  }
  for (const list of unlistedByCountry.values()) list.sort((x, y) => x.code.localeCompare(y.code));
  carriers.sort((x, y) => x.code.localeCompare(y.code));

  const byMarket = new Map<string, NetworkCarrier[]>();
  const byHub = new Map<string, NetworkCarrier[]>();
  const push = (m: Map<string, NetworkCarrier[]>, k: string, c: NetworkCarrier) => {
    const list = m.get(k);
    if (!list) m.set(k, [c]);
    else if (!list.includes(c)) list.push(c);
  };
  for (const c of carriers) {
    for (const m of c.markets) push(byMarket, m, c);
    for (const h of c.hubs) push(byHub, h, c);
  }
  /** Airports where connections are sold (hubs of carriers that sell connections). */
  const connectionHubs = [...new Set(carriers.filter((c) => c.sellsConnections).flatMap((c) => [...c.hubs]))]
    .sort()
    .map((code) => byCode.get(code))
    .filter((a): a is A => a !== undefined);
  /** Every curated carrier's hubs and bases: the only airports long-haul international legs join. */
  const anyHub = new Set(carriers.flatMap((c) => [...c.hubs]));
  /** Hubs of network and niche carriers count as large airports. */
  const bigHubCodes = new Set(carriers.filter((c) => c.kind !== 'lowcost').flatMap((c) => [...c.hubs]));
  const isLarge = (a: NetworkAirport) => a.size === 'large' || bigHubCodes.has(a.code);

  const large = airports.filter(isLarge);
  const nearestLargeCache = new Map<string, string | null>();
  /** The nearest large airport of a medium airport (its lifeline), null when there is none. */
  function nearestLarge(a: A): string | null {
    const hit = nearestLargeCache.get(a.code);
    if (hit !== undefined) return hit;
    let best: { code: string; km: number } | null = null;
    for (const l of large) {
      if (l.code === a.code) continue;
      const km = airportKm(a, l);
      if (!best || km < best.km) best = { code: l.code, km };
    }
    nearestLargeCache.set(a.code, best?.code ?? null);
    return best?.code ?? null;
  }

  /** Airport rules for a nonstop between a and b (any carrier): minimum leg, perimeter rules, airport size and aircraft range. */
  function nonstopAllowed(a: A, b: A, km: number): boolean {
    if (km < MIN_LEG_KM || km > MAX_NONSTOP_KM) return false;
    for (const [p, q] of [[a, b], [b, a]] as const) {
      const rule = Object.hasOwn(PERIMETER_RULES, p.code) ? PERIMETER_RULES[p.code] : undefined;
      if (!rule) continue;
      if (km > rule.maxKm && !rule.exemptAirports.includes(q.code)) return false;
      if (marketOf(q.countryCode) !== 'US' && !PERIMETER_FOREIGN_COUNTRIES.has(q.countryCode)) return false;
    }
    if (km > MEDIUM_AIRPORT_MAX_NONSTOP_KM) {
      if (!isLarge(a) && nearestLarge(a) !== b.code) return false;
      if (!isLarge(b) && nearestLarge(b) !== a.code) return false;
    }
    return true;
  }

  /** True when carrier c may fly the leg a-b of `km` (touch, hub-and-spoke, cabotage, niche, long-haul gateway, slot and range rules). */
  function carrierMayFly(c: NetworkCarrier, a: A, b: A, km: number): boolean {
    if (km > c.maxStageKm) return false;
    if (c.kind === 'lowcost' && (NO_LOWCOST_AIRPORTS.has(a.code) || NO_LOWCOST_AIRPORTS.has(b.code))) return false;
    const touchesHome = c.markets.has(marketOf(a.countryCode)) || c.markets.has(marketOf(b.countryCode));
    const touchesHub = c.hubs.has(a.code) || c.hubs.has(b.code);
    if (!touchesHome && !touchesHub) return false;
    if (c.kind === 'network' && c.hubs.size > 0 && !touchesHub) return false;
    if (c.kind === 'niche' && !c.countries.has(a.countryCode) && !c.countries.has(b.countryCode)) return false;
    const domestic = isDomesticLeg(a, b);
    if (domestic) {
      const market = marketOf(a.countryCode);
      const euCabotage = EU_MARKET.has(market) && [...c.countries].some((cc) => EU_MARKET.has(cc));
      if (!c.markets.has(market) && !euCabotage) return false;
    } else if (km > LONG_HAUL_HUB_KM) {
      if (c.hubs.size > 0 && !c.gateways.has(a.code) && !c.gateways.has(b.code)) return false;
      if (!anyHub.has(a.code) || !anyHub.has(b.code)) return false;
    }
    return true;
  }

  /** Leg carriers already computed (bounded: a long-running server sees many airport pairs; oldest evicted first). */
  const legCache = new Map<string, readonly NetworkCarrier[]>();
  const LEG_CACHE_MAX = 200_000;
  /**
   * Carriers flying the leg a-b (same list both ways), curated carriers first; unlisted carriers of the
   * two countries only when no curated carrier flies it. Empty when the airports may not be joined nonstop.
   */
  function legCarriers(a: A, b: A): readonly NetworkCarrier[] {
    const key = a.code < b.code ? `${a.code}|${b.code}` : `${b.code}|${a.code}`;
    const hit = legCache.get(key);
    if (hit) return hit;
    const km = airportKm(a, b);
    let result: NetworkCarrier[] = [];
    if (nonstopAllowed(a, b, km)) {
      const candidates = new Set<NetworkCarrier>();
      for (const k of [marketOf(a.countryCode), marketOf(b.countryCode)]) for (const c of byMarket.get(k) ?? []) candidates.add(c);
      for (const k of [a.code, b.code]) for (const c of byHub.get(k) ?? []) candidates.add(c);
      result = [...candidates].filter((c) => carrierMayFly(c, a, b, km)).sort((x, y) => x.code.localeCompare(y.code));
      if (result.length === 0) {
        const local = [...new Set([a.countryCode, b.countryCode])].flatMap((cc) => unlistedByCountry.get(cc) ?? []);
        result = local.filter((c) => carrierMayFly(c, a, b, km)).slice(0, UNLISTED_CARRIERS_PER_LEG);
      }
    }
    if (legCache.size >= LEG_CACHE_MAX) legCache.delete(legCache.keys().next().value as string);
    legCache.set(key, result);
    return result;
  }

  /** True when a passenger may connect at `hub` from carrier c1 to carrier c2 (online at c1's hub, or alliance partners at either's hub). */
  function connects(hub: A, c1: NetworkCarrier, c2: NetworkCarrier): boolean {
    if (!c1.sellsConnections || !c2.sellsConnections) return false;
    if (c1 === c2) return c1.hubs.has(hub.code);
    return c1.alliance !== null && c1.alliance === c2.alliance && (c1.hubs.has(hub.code) || c2.hubs.has(hub.code));
  }

  const leg = (from: A, to: A, carrier: NetworkCarrier): RouteLeg<A> => ({ from, to, carrier, km: airportKm(from, to) });

  /** 1-stop routings via `hub` (every allowed carrier pair; weighted later by {@link buildRoutings}). */
  function viaHub(o: A, hub: A, d: A): Routing<A>[] {
    const out: Routing<A>[] = [];
    const firsts = legCarriers(o, hub);
    if (firsts.length === 0) return out;
    const seconds = legCarriers(hub, d);
    for (const c1 of firsts) {
      for (const c2 of seconds) {
        if (connects(hub, c1, c2)) out.push({ legs: [leg(o, hub, c1), leg(hub, d, c2)], weight: 1 });
      }
    }
    return out;
  }

  /**
   * Every carrier chain over a sequence of airports (each leg's carrier allowed on it, each stop a connection
   * the two carriers sell), at most `limit`.
   */
  function carrierChains(points: readonly A[], limit: number): RouteLeg<A>[][] {
    const out: RouteLeg<A>[][] = [];
    const walk = (i: number, legs: RouteLeg<A>[]) => {
      if (out.length >= limit) return;
      if (i === points.length - 1) {
        out.push(legs);
        return;
      }
      const from = points[i] as A;
      const to = points[i + 1] as A;
      const prev = legs[legs.length - 1];
      for (const c of legCarriers(from, to)) {
        if (prev && !connects(from, prev.carrier, c)) continue;
        walk(i + 1, [...legs, leg(from, to, c)]);
      }
    };
    walk(0, []);
    return out;
  }

  const adjacencyCache = new Map<A, ReadonlySet<A>>();
  /** The connection hubs a hub has a leg to (any carrier), computed once per hub. */
  function hubNeighbours(h: A): ReadonlySet<A> {
    let set = adjacencyCache.get(h);
    if (!set) {
      set = new Set(connectionHubs.filter((x) => x !== h && legCarriers(h, x).length > 0));
      adjacencyCache.set(h, set);
    }
    return set;
  }

  /**
   * 2-stop (o-h1-h2-d) and 3-stop (o-h1-h-h2-d) hub sequences with a leg on every hop, over the few
   * least-detour first and last hubs, with their flown distance.
   */
  function multiStopSequences(o: A, d: A, hubPool: readonly A[]): { two: { points: A[]; km: number }[]; three: () => { points: A[]; km: number }[] } {
    const connectingFrom = (a: A, h: A) => legCarriers(a, h).some((c) => c.sellsConnections && c.hubs.size > 0);
    const byDetour = hubPool
      .filter((h) => h.code !== o.code && h.code !== d.code)
      .map((h) => ({ h, km: airportKm(o, h) + airportKm(h, d) }))
      .sort((x, y) => x.km - y.km);
    const firstHubs = byDetour.filter(({ h }) => connectingFrom(o, h)).slice(0, MULTI_STOP_HUB_CANDIDATES).map(({ h }) => h);
    const lastHubs = byDetour.filter(({ h }) => connectingFrom(d, h)).slice(0, MULTI_STOP_HUB_CANDIDATES).map(({ h }) => h);
    const flown = (points: readonly A[]) => points.slice(1).reduce((sum, p, i) => sum + airportKm(points[i] as A, p), 0);
    const two: { points: A[]; km: number }[] = [];
    for (const h1 of firstHubs) {
      for (const h2 of lastHubs) {
        if (h1 !== h2 && hubNeighbours(h1).has(h2)) two.push({ points: [o, h1, h2, d], km: flown([o, h1, h2, d]) });
      }
    }
    const three = () => {
      const out: { points: A[]; km: number }[] = [];
      for (const h1 of firstHubs) {
        for (const h2 of lastHubs) {
          if (h1 === h2) continue;
          const beforeLast = hubNeighbours(h2);
          for (const h of hubNeighbours(h1)) {
            if (h !== h2 && h !== o && h !== d && beforeLast.has(h)) out.push({ points: [o, h1, h, h2, d], km: flown([o, h1, h, h2, d]) });
          }
        }
      }
      return out;
    };
    return { two, three };
  }

  /**
   * Routings over the least-distance hub sequences that fly at most `maxFlownKm` and have carrier chains
   * (up to {@link MULTI_STOP_SEQUENCES} sequences among the {@link MULTI_STOP_TRIES} shortest).
   */
  function routingsOver(sequences: readonly { points: A[]; km: number }[], maxFlownKm: number): Routing<A>[] {
    const found: Routing<A>[] = [];
    let used = 0;
    const tried = sequences.filter((c) => c.km <= maxFlownKm).sort((x, y) => x.km - y.km).slice(0, MULTI_STOP_TRIES);
    for (const { points } of tried) {
      if (used >= MULTI_STOP_SEQUENCES) break;
      const chains = carrierChains(points, MULTI_STOP_CHAINS);
      if (chains.length === 0) continue;
      found.push(...chains.map((legs) => ({ legs, weight: 1 })));
      used += 1;
    }
    return found;
  }

  /** Weight of a connecting routing: online twice an interline, big hubs twice, shorter detours more often. */
  const connectionWeight = (legs: readonly RouteLeg<A>[], directKm: number): number => {
    const flown = legs.reduce((sum, l) => sum + l.km, 0);
    const online = legs.every((l) => l.carrier === legs[0]?.carrier);
    const big = legs.slice(1).every((l) => BIG_HUBS.has(l.from.code));
    return (online ? 1 : 0.5) * (big ? 2 : 1) / (flown / Math.max(directKm, 1)) ** 2;
  };

  /**
   * Routings of one direction, grouped: nonstops, and connections (1-stop, else 2- or 3-stop). A domestic trip
   * connects at hubs of its own country when it can (JFK-LAX never goes through Tijuana or Toronto).
   */
  function buildRoutings(o: A, d: A): { nonstop: Routing<A>[]; connecting: Routing<A>[] } {
    const km = airportKm(o, d);
    if (km < MIN_LEG_KM) return { nonstop: [], connecting: [] };
    const nonstop = legCarriers(o, d).map((c) => ({ legs: [leg(o, d, c)], weight: c.hubs.has(o.code) || c.hubs.has(d.code) ? 1.5 : 1 }));
    const domesticHubs = isDomesticLeg(o, d) ? connectionHubs.filter((h) => marketOf(h.countryCode) === marketOf(o.countryCode)) : null;
    const build = (hubPool: readonly A[]): Routing<A>[] => {
      const hubs = hubPool
        .filter((h) => h.code !== o.code && h.code !== d.code)
        .map((h) => ({ h, ratio: (airportKm(o, h) + airportKm(h, d)) / Math.max(km, 1) }))
        .sort((x, y) => x.ratio - y.ratio || x.h.code.localeCompare(y.h.code));
      const pick = (maxRatio: number, maxHubs: number): Routing<A>[] => {
        const out: Routing<A>[] = [];
        let used = 0;
        for (const { h, ratio } of hubs) {
          if (ratio - 1 > maxRatio || used >= maxHubs) break;
          const via = viaHub(o, h, d);
          if (via.length > 0) {
            out.push(...via);
            used += 1;
          }
        }
        return out;
      };
      let connecting = pick(MAX_DETOUR_RATIO, MAX_CONNECTION_HUBS);
      if (connecting.length > 0 || nonstop.length > 0) return connecting;
      // No nonstop and no short connection: longer detours with 1, 2 then 3 stops; then the same as a last
      // resort (the only way there).
      let multi: ReturnType<typeof multiStopSequences> | null = null;
      let three: { points: A[]; km: number }[] | null = null;
      for (const maxKm of [km * (1 + FALLBACK_DETOUR_RATIO) + FALLBACK_EXTRA_KM, km * LAST_RESORT_DETOUR_FACTOR + LAST_RESORT_EXTRA_KM]) {
        connecting = pick(maxKm / Math.max(km, 1) - 1, 2);
        if (connecting.length > 0) return connecting;
        multi ??= multiStopSequences(o, d, hubPool);
        connecting = routingsOver(multi.two, maxKm);
        if (connecting.length > 0) return connecting;
        three ??= multi.three();
        connecting = routingsOver(three, maxKm);
        if (connecting.length > 0) return connecting;
      }
      return connecting;
    };
    let connecting = domesticHubs ? build(domesticHubs) : [];
    if (connecting.length === 0 && !(domesticHubs && nonstop.length > 0)) connecting = build(connectionHubs);
    return { nonstop, connecting: connecting.map((r) => ({ legs: r.legs, weight: connectionWeight(r.legs, km) })) };
  }

  const routingCache = new Map<string, { nonstop: Routing<A>[]; connecting: Routing<A>[] }>();
  const ROUTING_CACHE_MAX = 5000;
  /**
   * The routings from `origin` to `destination` (cached): every nonstop carrier, and connections through
   * carrier or alliance hubs (within {@link MAX_DETOUR_RATIO} of extra distance, up to
   * {@link MAX_CONNECTION_HUBS} hubs; when there is no nonstop and no such connection, up to
   * {@link FALLBACK_DETOUR_RATIO} + {@link FALLBACK_EXTRA_KM}, then 2-stop, then 3-stop routings; then the same
   * up to {@link LAST_RESORT_DETOUR_FACTOR} + {@link LAST_RESORT_EXTRA_KM}: Dakar-Cayenne via Paris). Both groups
   * empty when nothing flies the pair, or the airports are closer than {@link MIN_LEG_KM}.
   */
  function routings(origin: A, destination: A): { nonstop: readonly Routing<A>[]; connecting: readonly Routing<A>[] } {
    const key = `${origin.code}|${destination.code}`;
    const hit = routingCache.get(key);
    if (hit) return hit;
    const built = buildRoutings(origin, destination);
    if (routingCache.size >= ROUTING_CACHE_MAX) routingCache.delete(routingCache.keys().next().value as string);
    routingCache.set(key, built);
    return built;
  }

  return { routings, legCarriers };
}

/** The route network type. */
export type RouteNetwork<A extends NetworkAirport> = ReturnType<typeof createRouteNetwork<A>>;
