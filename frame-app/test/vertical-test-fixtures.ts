/** Reply fixtures of the hotel, car, train and package search APIs for unit tests only (contract shapes); never imported by the app. */
import { testOffer } from './test-fixtures.ts';

const expiresAt = '2030-06-01T00:00:00.000Z';
const conditions = { refundable: true, notes: [] as string[] };
const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });

export const LONDON = {
  kind: 'city' as const,
  id: 2643743,
  name: 'London',
  countryCode: 'GB',
  countryName: 'United Kingdom',
  population: 8_961_989,
  latitude: 51.5,
  longitude: -0.12,
  timeZone: 'Europe/London',
  nearestAirport: 'LHR',
};
export const PARIS = { ...LONDON, id: 2988507, name: 'Paris', countryCode: 'FR', countryName: 'France', timeZone: 'Europe/Paris', nearestAirport: 'CDG' };
export const LYON = { ...LONDON, id: 2996944, name: 'Lyon', countryCode: 'FR', countryName: 'France', timeZone: 'Europe/Paris', nearestAirport: 'LYS' };
export const LHR_LOCATION = {
  kind: 'airport' as const,
  code: 'LHR',
  name: 'Heathrow Airport',
  city: 'London',
  cityId: 2643743,
  countryCode: 'GB',
  countryName: 'United Kingdom',
  latitude: 51.47,
  longitude: -0.45,
  timeZone: 'Europe/London',
};
export const JFK_LOCATION = { ...LHR_LOCATION, code: 'JFK', name: 'John F. Kennedy International Airport', city: 'New York', cityId: 5128581, countryCode: 'US', countryName: 'United States', timeZone: 'America/New_York' };

export function hotelOffer(id: string, amountMinor: number, o: { name?: string; stars?: number; rating?: number; distance?: number; taxesMinor?: number; chain?: string | null } = {}) {
  return {
    id,
    vertical: 'hotels' as const,
    supplierRef: `ref-${id}`,
    price: usd(amountMinor),
    expiresAt,
    conditions,
    hotel: {
      hotelId: `h2643743-${id}`,
      name: o.name ?? `Hotel ${id}`,
      stars: o.stars ?? 4,
      rating: o.rating ?? 8.4,
      reviewCount: 1200,
      neighbourhood: 'Soho',
      distanceFromCentreKm: o.distance ?? 1.2,
      latitude: 51.5,
      longitude: -0.13,
      amenities: ['wifi' as const],
      cityId: 2643743,
      cityName: 'London',
      countryCode: 'GB',
      ...(o.chain !== undefined ? { chain: o.chain } : {}),
    },
    roomType: 'double' as const,
    roomName: 'Double room',
    rateType: 'refundable' as const,
    breakfastIncluded: true,
    checkIn: '2030-06-01',
    checkOut: '2030-06-03',
    nights: 2,
    rooms: 1,
    guests: 2,
    pricePerNight: usd(Math.round((amountMinor - (o.taxesMinor ?? 0)) / 2)),
    ...(o.taxesMinor === undefined ? {} : { taxesAndFees: usd(o.taxesMinor) }),
    roomsLeft: 5,
  };
}

export function hotelReply(offers: ReturnType<typeof hotelOffer>[], sort = 'price') {
  return {
    query: { destination: '2643743', checkIn: '2030-06-01', checkOut: '2030-06-03', guests: 2, rooms: 1, currency: 'USD', sort },
    city: LONDON,
    total: offers.length,
    offers,
    facets: { stars: { '4': 7, '5': 3 }, amenities: { wifi: 10, pool: 2 }, neighbourhoods: { Soho: 6, Camden: 4 }, freeCancellation: { true: 8 } },
    priceRange: offers.length ? { minMinor: 20000, maxMinor: 90000, currency: 'USD' } : null,
  };
}

/** A car offer; `oneWayFeeMinor` makes it a one-way rental returned at Gatwick with that fee in its price. */
export function carOffer(id: string, amountMinor: number, rating = 8.1, oneWayFeeMinor?: number) {
  return {
    ...(oneWayFeeMinor === undefined
      ? {}
      : { dropOffLocation: { kind: 'airport' as const, code: 'LGW', name: 'Gatwick Airport', latitude: 51.15, longitude: -0.18, timeZone: 'Europe/London' }, oneWayFee: usd(oneWayFeeMinor) }),
    id,
    vertical: 'cars' as const,
    supplierRef: `ref-${id}`,
    price: usd(amountMinor),
    expiresAt,
    conditions,
    supplier: { code: 'ZIP', name: 'Zip Rentals', rating },
    carClass: 'compact' as const,
    model: 'Compact hatchback or similar',
    seats: 5,
    doors: 4,
    bags: 2,
    transmission: 'manual' as const,
    airConditioning: true,
    mileage: 'unlimited' as const,
    fuelPolicy: 'full_to_full' as const,
    location: { kind: 'airport' as const, code: 'LHR', name: 'Heathrow Airport', latitude: 51.47, longitude: -0.45, timeZone: 'Europe/London' },
    pickUpAt: '2030-06-01T10:00',
    dropOffAt: '2030-06-04T10:00',
    days: 3,
    pricePerDay: usd(Math.round(amountMinor / 3)),
    youngDriverFee: null,
    carsLeft: 6,
  };
}

export function carReply(offers: ReturnType<typeof carOffer>[]) {
  return {
    query: { location: 'LHR', pickUpAt: '2030-06-01T10:00', dropOffAt: '2030-06-04T10:00', driverAge: 30, currency: 'USD', sort: 'price' },
    location: { kind: 'airport', code: 'LHR', name: 'Heathrow Airport', latitude: 51.47, longitude: -0.45, timeZone: 'Europe/London' },
    total: offers.length,
    offers,
    facets: { carClass: { compact: 4, suv: 2 }, suppliers: { ZIP: 5, ROAD: 1 }, transmission: { manual: 4, automatic: 2 } },
    priceRange: { minMinor: 10000, maxMinor: 50000, currency: 'USD' },
    supplierNames: { ZIP: 'Zip Rentals', ROAD: 'Roadway' },
  };
}

const station = (c: typeof PARIS) => ({ cityId: c.id, cityName: c.name, name: `${c.name} Central`, countryCode: c.countryCode, timeZone: c.timeZone, latitude: c.latitude, longitude: c.longitude });

export function trainOffer(id: string, amountMinor: number, durationMinutes: number, changes = 0) {
  const dep = Date.parse('2030-06-01T07:00:00Z');
  return {
    id,
    vertical: 'trains' as const,
    supplierRef: `ref-${id}`,
    price: usd(amountMinor),
    expiresAt,
    conditions,
    operator: { code: 'EXR', name: 'Express Rail' },
    trainNumber: `EX ${id}`,
    trainClass: 'standard' as const,
    origin: station(PARIS),
    destination: station(LYON),
    departureAt: new Date(dep).toISOString(),
    arrivalAt: new Date(dep + durationMinutes * 60_000).toISOString(),
    durationMinutes,
    changes,
    distanceKm: 392,
    passengers: 1,
    seatsLeft: 40,
  };
}

export function trainReply(offers: ReturnType<typeof trainOffer>[], sort = 'price') {
  return {
    query: { origin: PARIS.id, destination: LYON.id, date: '2030-06-01', passengers: 1, currency: 'USD', sort },
    routeAvailable: true,
    total: offers.length,
    offers,
    facets: { changes: { '0': 5, '1': 3 }, trainClass: { standard: 6, first: 2 }, operators: { EXR: 8 }, departureTime: { morning: 8 } },
    priceRange: { minMinor: 3000, maxMinor: 12000, currency: 'USD' },
    operatorNames: { EXR: 'Express Rail' },
  };
}

export function packageOffer(id: string, amountMinor: number, stars = 4, rating = 8.4) {
  return {
    id,
    vertical: 'packages' as const,
    supplierRef: `ref-${id}`,
    price: usd(amountMinor),
    expiresAt,
    conditions,
    flight: testOffer(`f${id}`, 50000, 425),
    hotel: hotelOffer(`p${id}`, 60000, { name: `Package Hotel ${id}`, stars, rating }),
    priceBeforeDiscount: usd(Math.round(amountMinor * 1.1)),
    discount: usd(Math.round(amountMinor * 0.1)),
    discountPercent: 10,
    nights: 7,
    travelers: 2,
  };
}

export function packageReply(offers: ReturnType<typeof packageOffer>[]) {
  return {
    query: { origin: 'JFK', destination: '2643743', departDate: '2030-06-01', returnDate: '2030-06-08', travelers: 2, rooms: 1, cabin: 'economy', currency: 'USD', sort: 'price' },
    city: LONDON,
    total: offers.length,
    offers,
    facets: { stars: { '4': 3, '5': 1 }, stops: { '0': 4 } },
    priceRange: { minMinor: 100000, maxMinor: 200000, currency: 'USD' },
  };
}
