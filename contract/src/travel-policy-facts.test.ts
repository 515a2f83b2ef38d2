// @vitest-environment node
/** From offers to policy facts (travel-policy-facts.ts): per traveler, per room and night, local dates, search fares. */
import { describe, expect, it } from 'vitest';
import {
  carPolicyFactsOf, evaluateHotel, flightPolicyFactsOf, hotelPolicyFactsOf, HotelPolicySchema, localDateOf, searchFaresOf, trainPolicyFactsOf,
  type CarOffer, type FlightOffer, type HotelOffer, type TrainOffer,
} from './index.ts';

const usd = (amountMinor: number) => ({ amountMinor, currency: 'USD' });
const airport = (code: string, timeZone: string) => ({ code, name: code, city: code, countryCode: 'US', countryName: 'US', timeZone, latitude: 0, longitude: 0 });
const seg = (carrier: string, from: ReturnType<typeof airport>, departureAt: string, durationMinutes: number) => ({
  carrier: { code: carrier, name: carrier }, flightNumber: '1', origin: from, destination: airport('XXX', 'UTC'), departureAt, arrivalAt: departureAt, durationMinutes,
});
const conditions = { refundable: true, notes: [] };

describe('flight facts', () => {
  const offer: FlightOffer = {
    id: 'f', supplierRef: 's', price: usd(120000), expiresAt: '2026-12-01T00:00:00.000Z', cabin: 'business', seatsLeft: 3,
    // Leaves Los Angeles at 23:30 local on Dec 9 (07:30 UTC on Dec 10).
    outbound: { segments: [seg('aa', airport('LAX', 'America/Los_Angeles'), '2026-12-10T07:30:00.000Z', 200), seg('BA', airport('JFK', 'America/New_York'), '2026-12-10T14:00:00.000Z', 400)], durationMinutes: 700, stops: 1 },
    inbound: { segments: [seg('BA', airport('LHR', 'Europe/London'), '2026-12-20T10:00:00.000Z', 660)], durationMinutes: 660, stops: 0 },
  };

  it('prices per seat, takes the longest direction and most stops, every carrier, the local departure date', () => {
    const fares = searchFaresOf([usd(90000), usd(120000), usd(200000), usd(100000)], 2);
    expect(fares).toEqual({ cheapest: usd(45000), median: usd(50000) });
    expect(flightPolicyFactsOf(offer, { adults: 1, children: [8], infantsInSeat: 0 }, fares)).toEqual({
      price: usd(60000), cabin: 'business', durationMinutes: 700, stops: 1, carriers: ['AA', 'BA'], departureDate: '2026-12-09', search: fares,
    });
    expect(searchFaresOf([], 1)).toBeNull();
  });

  it('reads a local date in the zone, falling back to UTC for an unknown zone', () => {
    expect(localDateOf('2026-12-10T02:00:00.000Z', 'Asia/Tokyo')).toBe('2026-12-10');
    expect(localDateOf('2026-12-10T02:00:00.000Z', 'America/Chicago')).toBe('2026-12-09');
    expect(localDateOf('2026-12-10T02:00:00.000Z', 'Not/AZone')).toBe('2026-12-10');
  });
});

describe('hotel, car and train facts', () => {
  const hotel = {
    id: 'h', vertical: 'hotels', supplierRef: 's', price: usd(200000), expiresAt: '2026-12-01T00:00:00.000Z', conditions,
    hotel: { hotelId: 'h1', name: 'H', stars: 5, rating: 9, reviewCount: 1, neighbourhood: 'x', distanceFromCentreKm: 1, latitude: 0, longitude: 0, amenities: [], cityId: 2643743, cityName: 'London', countryCode: 'GB' },
    roomType: 'double', roomName: 'Double', rateType: 'non_refundable', breakfastIncluded: false, checkIn: '2026-12-10', checkOut: '2026-12-12',
    nights: 2, rooms: 2, guests: 2, pricePerNight: usd(80000), roomsLeft: 2,
  } as HotelOffer;

  it('a hotel rate is per room and night; the London cap applies by the city id', () => {
    const facts = hotelPolicyFactsOf(hotel, ['LON']);
    expect(facts).toMatchObject({ nightlyRate: usd(40000), cityId: 2643743, cityIataCodes: ['LON'], stars: 5, refundable: false, checkIn: '2026-12-10', chain: null });
    const policy = HotelPolicySchema.parse({ nightlyCap: { action: 'warn', default: usd(30000), cities: [{ city: 'London', cityId: 2643743, cap: usd(35000) }] } });
    expect(evaluateHotel(policy, facts, { today: '2026-12-01', policyVersion: 1 }).reasons[0]?.params).toMatchObject({ overMinor: 5000, place: 'London' });
  });

  it('a hotel\'s chain is judged by the preferred chains; an independent (chain null) or a supplier that does not say is left alone', () => {
    const policy = HotelPolicySchema.parse({ preferredChains: { action: 'warn', chains: ['Northstar Hotels', 'Meridia'] } });
    const judge = (chain: string | null | undefined) => evaluateHotel(policy, hotelPolicyFactsOf({ ...hotel, hotel: { ...hotel.hotel, chain } }), { today: '2026-12-01', policyVersion: 1 });
    expect(judge('Kestrel Hotels')).toMatchObject({ inPolicy: false, action: 'warn', preferred: false, reasons: [{ rule: 'preferredChains', params: { chain: 'Kestrel Hotels', allowed: ['Northstar Hotels', 'Meridia'] } }] });
    expect(judge('northstar hotels')).toMatchObject({ inPolicy: true, preferred: true, reasons: [] });
    expect(judge(null)).toMatchObject({ inPolicy: true, preferred: null, reasons: [] });
    expect(judge(undefined)).toMatchObject({ inPolicy: true, preferred: null, reasons: [] });
  });

  it('a car by its daily rate, class, vendor and local pick-up date; a train per passenger, any of its classes', () => {
    const car = { pricePerDay: usd(5500), carClass: 'suv', supplier: { code: 'rentwell', name: 'Rentwell', rating: 8 }, pickUpAt: '2026-12-10T10:00' } as CarOffer;
    expect(carPolicyFactsOf(car)).toEqual({ dailyRate: usd(5500), carClass: 'suv', vendor: 'rentwell', pickUpDate: '2026-12-10' });
    const train = { price: usd(20000), trainClass: 'standard', passengers: 2, departureAt: '2026-12-10T23:30:00.000Z', origin: { timeZone: 'Europe/Paris' } } as TrainOffer;
    expect(trainPolicyFactsOf(train)).toEqual({ price: usd(10000), trainClass: 'standard', departureDate: '2026-12-11' });
    expect(trainPolicyFactsOf(train, { trainClass: 'first', price: usd(50000) })).toMatchObject({ price: usd(25000), trainClass: 'first' });
  });
});
