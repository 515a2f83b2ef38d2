/**
 * The supplier interface every inventory source implements, for every vertical (built-in offline
 * inventory first; real suppliers later). Prices are in minor units of the requested currency;
 * instants are UTC ISO strings.
 *
 * - `search(vertical, query)` -> offers (opaque id, supplier reference, price, expiry, conditions)
 * - `refreshOffer(id)` -> the offer re-priced now, or price_changed / offer_expired / sold_out
 * - `book({ offerId, travelers, idempotencyKey })` -> a confirmed supplier booking (same key, same result)
 * - `cancel({ supplierRef })` -> cancelled (idempotent)
 * - `hotelDetails(hotelId, stay)` -> the hotel with rooms and rates (hotels only)
 */
import type {
  AnyOffer, CabinClass, CarOffer, FlightOffer, FlightSearchQuery, FlightSegment, HotelDistrict, HotelOffer, HotelRoom, HotelSummary, Money,
  OfferPassenger, PackageOffer, TrainOffer, Vertical,
} from '@travel/contract';

/** Flight query as the supplier needs it (no sort, filters or paging). */
export type FlightSupplierQuery = Pick<FlightSearchQuery, 'origin' | 'destination' | 'departDate' | 'returnDate' | 'adults' | 'cabin' | 'currency'> & {
  /**
   * Who travels when not only adults (issue #11): children's ages and infants; the offers are priced for
   * the whole party (offline: inventory/offline/multi-city.ts). Absent: `adults` adults.
   */
  party?: { adults: number; childAges: number[]; infantsOnLap: number; infantsInSeat: number };
  /** Multi-city: the legs after the first (one-way each, dates in order). */
  legs?: { origin: string; destination: string; departDate: string }[];
};
/** A hotel stay in a city (GeoNames id). */
export interface HotelSupplierQuery {
  cityId: number;
  checkIn: string;
  checkOut: string;
  guests: number;
  rooms: number;
  currency: string;
}
/** A car rental at an airport (IATA) or a city centre (GeoNames id); local `YYYY-MM-DDTHH:mm` times. */
export interface CarSupplierQuery {
  location: { kind: 'airport'; code: string } | { kind: 'city'; cityId: number };
  pickUpAt: string;
  dropOffAt: string;
  driverAge: number;
  currency: string;
  /** One-way rental (issue #11): the desk the car is returned to, IATA code or city id; absent = the pick-up desk. */
  dropOffLocation?: string;
}
export interface TrainSupplierQuery {
  originCityId: number;
  destinationCityId: number;
  date: string;
  passengers: number;
  currency: string;
}
export interface PackageSupplierQuery {
  origin: string;
  destinationCityId: number;
  /** Airport to fly to (default: the city's nearest airport). */
  destinationAirport?: string;
  departDate: string;
  returnDate: string;
  travelers: number;
  rooms: number;
  cabin: CabinClass;
  currency: string;
}

export interface SupplierQueries {
  flights: FlightSupplierQuery;
  hotels: HotelSupplierQuery;
  cars: CarSupplierQuery;
  trains: TrainSupplierQuery;
  packages: PackageSupplierQuery;
}
export interface SupplierOffers {
  flights: FlightOffer;
  hotels: HotelOffer;
  cars: CarOffer;
  trains: TrainOffer;
  packages: PackageOffer;
}

/** What a booking of an offer needs: traveler count range and the date ages are measured at. */
export interface OfferRequirements {
  vertical: Vertical;
  minTravelers: number;
  maxTravelers: number;
  /** `YYYY-MM-DD` local start of travel (departure, check-in, pick-up). */
  travelDate: string;
  /** Youngest allowed age of the first traveler (cars: the driver age searched, at least 18). */
  minLeadAgeYears?: number;
  /**
   * Flights priced for a party with children or infants (issue #11): the passengers in booking order (contract
   * passengersOfParty); the booking must carry exactly these, with matching types. Absent: adults only.
   */
  passengers?: OfferPassenger[];
  /** `YYYY-MM-DD` local departure of the last flight (child and infant ages are measured there); default travelDate. */
  lastTravelDate?: string;
}

/** Result of re-pricing an offer before booking. */
export type RefreshOfferResult<O = AnyOffer> =
  | { status: 'available'; offer: O; requirements: OfferRequirements }
  | { status: 'price_changed'; offer: O; previous: Money; requirements: OfferRequirements }
  | { status: 'offer_expired' }
  | { status: 'sold_out' }
  /** The id was not issued by this supplier (forged, edited or malformed): refused before any charge. */
  | { status: 'invalid_offer' };

/** One traveler as the supplier needs it for a booking. */
export interface BookingTraveler {
  firstName: string;
  lastName: string;
  dateOfBirth?: string;
}

export interface BookInput {
  offerId: string;
  travelers: BookingTraveler[];
  /** Client-chosen key; the same key always yields the same supplier reference. */
  idempotencyKey: string;
}

export interface BookResult {
  supplierRef: string;
  status: 'confirmed';
  price: Money;
}

export interface CancelInput {
  supplierRef: string;
}
export interface CancelResult {
  supplierRef: string;
  status: 'cancelled';
}

/** Raised by {@link SupplierAdapter.book} when the offer cannot be booked as quoted. */
export class SupplierBookingError extends Error {
  constructor(
    readonly reason: 'price_changed' | 'offer_expired' | 'sold_out' | 'invalid_travelers' | 'invalid_offer',
    message: string,
  ) {
    super(message);
    this.name = 'SupplierBookingError';
  }
}

/** Hotel details as the supplier returns them (the service adds the city). */
export interface SupplierHotelDetails {
  hotel: HotelSummary & { description: string; address: string; checkInTime: string; checkOutTime: string; photos: { url: string | null; caption: string; seed: number }[] };
  rooms: HotelRoom[];
}

export interface SupplierAdapter {
  /**
   * Offers for a validated query (supplier order; the services filter and sort). Read-only: the array and its
   * offers may be shared by every search of the same query, quote window and units sold (issue #23; the offline
   * flight engine returns the same frozen array for them), so callers copy before sorting or editing.
   */
  search<V extends Vertical>(vertical: V, query: SupplierQueries[V]): Promise<SupplierOffers[V][]>;
  /**
   * The price of each query's cheapest available offer (what `search` would return at the lowest price), minor
   * units of the query's currency, null when it has none; in query order. Optional: a supplier without it is asked
   * `search` per query. Issue #23: the price calendars ask up to 62 dates a request; the offline supplier reads the
   * units sold for all of them in one query and builds no offer.
   * @throws Error as `search` for an invalid query
   */
  cheapestPrices?<V extends 'flights' | 'hotels'>(vertical: V, queries: readonly SupplierQueries[V][]): Promise<(number | null)[]>;
  /** Re-prices an offer by id. */
  refreshOffer(offerId: string): Promise<RefreshOfferResult>;
  /** Books an offer (refreshes first; must be 'available'). Idempotent per key. @throws SupplierBookingError */
  book(input: BookInput): Promise<BookResult>;
  /** Cancels a supplier booking; idempotent. @throws Error for an unknown reference */
  cancel(input: CancelInput): Promise<CancelResult>;
  /** The supplier booking made with this idempotency key, if any (crash recovery). */
  findBooking(idempotencyKey: string): Promise<{ supplierRef: string; status: 'confirmed' | 'cancelled' } | undefined>;
  /** A hotel with rooms and rates for a stay; undefined for an unknown hotel id. */
  hotelDetails(hotelId: string, stay: Omit<HotelSupplierQuery, 'cityId'>): Promise<SupplierHotelDetails | undefined>;
  /**
   * The neighbourhoods of a city's hotels with where to label them on a map (issue #22 item 5); optional: a
   * supplier without neighbourhood data leaves it out and the maps show the centre and distance rings only.
   */
  hotelDistricts?(cityId: number): Promise<HotelDistrict[]>;
}

export type { FlightSegment };
