/**
 * Display summary of an offer (OfferSummary): what a trip event shows (title, subtitle, travel dates, destination)
 * and what an order keeps (`bookings.summary_json`). Lives in trips, the lower of the two modules: booking imports it
 * through trips/index.ts, trips never imports booking (see trips/ports.ts).
 */
import type { AnyOffer, FlightOffer, OfferSummary } from '@travel/contract';
import { utcToZonedParts } from '../../inventory/offline/geo-time.ts';

function localDate(iso: string, timeZone: string): string {
  const p = utcToZonedParts(Date.parse(iso), timeZone);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

function isFlight(o: AnyOffer): o is FlightOffer {
  return 'outbound' in o;
}

const stopsText = (n: number) => (n === 0 ? 'nonstop' : n === 1 ? '1 stop' : `${n} stops`);

/** Builds the summary of an offer. */
export function summarize(offer: AnyOffer): OfferSummary {
  const conditions = 'conditions' in offer && offer.conditions ? offer.conditions : { refundable: false, notes: [] };
  const base = { conditions, offer };
  if (isFlight(offer)) {
    const first = offer.outbound.segments[0];
    const last = offer.outbound.segments[offer.outbound.segments.length - 1];
    const end = offer.inbound ? offer.inbound.segments[offer.inbound.segments.length - 1] : last;
    const carriers = [...new Set(offer.outbound.segments.map((s) => s.carrier.name))].join(', ');
    return {
      vertical: 'flights', title: `${first?.origin.code ?? ''} → ${last?.destination.code ?? ''}${offer.inbound ? ' (return)' : ''}`,
      subtitle: `${carriers} · ${stopsText(offer.outbound.stops)}`,
      startDate: first ? localDate(first.departureAt, first.origin.timeZone) : '', endDate: end ? localDate(end.arrivalAt, end.destination.timeZone) : '',
      destinationName: last?.destination.city ?? '', ...base,
    };
  }
  switch (offer.vertical) {
    case 'hotels':
      return {
        vertical: 'hotels', title: `${offer.hotel.name}, ${offer.hotel.cityName}`, subtitle: `${offer.roomName} · ${offer.conditions.refundable ? 'free cancellation' : 'non-refundable'}`,
        startDate: offer.checkIn, endDate: offer.checkOut, destinationName: offer.hotel.cityName, ...base,
      };
    case 'cars':
      return {
        vertical: 'cars', title: `${offer.model} · ${offer.supplier.name}`, subtitle: offer.location.name,
        startDate: offer.pickUpAt.slice(0, 10), endDate: offer.dropOffAt.slice(0, 10), destinationName: offer.location.name, ...base,
      };
    case 'trains':
      return {
        vertical: 'trains', title: `${offer.origin.cityName} → ${offer.destination.cityName}`, subtitle: `${offer.operator.name} ${offer.trainNumber} · ${offer.trainClass} · ${offer.changes === 0 ? 'direct' : `${offer.changes} change(s)`}`,
        startDate: localDate(offer.departureAt, offer.origin.timeZone), endDate: localDate(offer.arrivalAt, offer.destination.timeZone), destinationName: offer.destination.cityName, ...base,
      };
    case 'packages':
      return {
        vertical: 'packages', title: `Flight + ${offer.hotel.hotel.name}, ${offer.hotel.hotel.cityName}`, subtitle: `${offer.nights} nights · ${offer.discountPercent}% bundle discount`,
        startDate: offer.hotel.checkIn, endDate: offer.hotel.checkOut, destinationName: offer.hotel.hotel.cityName, ...base,
      };
  }
}
