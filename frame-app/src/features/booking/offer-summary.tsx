/**
 * Short, vertical-specific summary of an offer (contract AnyOffer) for the booking, confirmation and
 * manage-booking pages: flight legs (route, date, local times, carriers, stops), hotel + dates + room,
 * car class + model + supplier + desk times, train route + times + operator + class, package (flight
 * route + hotel + nights + discount); then the booking conditions and, unless `price` is null, the price.
 * Times are shown in each place's own zone (airports, stations); hotel and car dates are local already.
 */
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { AnyOffer, CarOffer, FlightOffer, Money, OfferConditions } from '@travel/contract';
import { formatCalendarDate, formatInstant, formatLocalDateTime, formatMoney, formatTimeInZone, localDateOf } from './format.ts';
import { arrivalTimeText } from '../../ui/format.ts';
import { typed } from './offer-info.ts';
import { bookingMessages as m } from './messages.ts';
import styles from './booking.module.css';

/** Props of {@link OfferSummaryView}. */
export interface OfferSummaryViewProps {
  offer: AnyOffer;
  /** Price to show as "Total price" (default the offer's price; `null` hides it). */
  price?: Money | null;
  /** Heading level of the summary's title (default 2). */
  headingLevel?: 2 | 3;
}

type Leg = FlightOffer['outbound'];

function legLines(intl: IntlShape, leg: Leg): { route: string; detail: string } {
  const first = leg.segments[0];
  const last = leg.segments[leg.segments.length - 1];
  if (!first || !last) return { route: '', detail: '' };
  const carriers = [...new Set(leg.segments.map((s) => s.carrier.name))].join(', ');
  return {
    route: intl.formatMessage(m.flightLeg, { origin: `${first.origin.city} (${first.origin.code})`, destination: `${last.destination.city} (${last.destination.code})` }),
    detail: intl.formatMessage(m.flightLegTimes, {
      date: formatCalendarDate(localDateOf(first.departureAt, first.origin.timeZone), intl.locale),
      departure: formatTimeInZone(first.departureAt, first.origin.timeZone, intl.locale),
      arrival: arrivalTimeText(first.departureAt, first.origin.timeZone, last.arrivalAt, last.destination.timeZone, intl.locale),
      carriers,
      stops: intl.formatMessage(m.stops, { stops: leg.stops }),
    }),
  };
}

function conditionsText(intl: IntlShape, conditions: OfferConditions | undefined): string | undefined {
  if (!conditions) return undefined;
  if (!conditions.refundable) return intl.formatMessage(m.nonRefundable);
  return conditions.cancellationDeadline
    ? intl.formatMessage(m.refundableUntil, { deadline: formatInstant(conditions.cancellationDeadline, intl.locale) })
    : intl.formatMessage(m.refundable);
}

/** Title and detail lines of an offer. */
/** One row of a price breakdown shown above the total (the rows add up to the offer's price). */
interface Charge {
  label: string;
  amount: Money;
}

/**
 * Title, detail lines and, where the offer's price has parts, its breakdown: a hotel's room charges and taxes
 * and fees (issue #11, total = nights x nightly rate + taxes), a one-way car's rental and one-way fee.
 */
function describe(intl: IntlShape, offer: AnyOffer): { title: string; lines: ReactNode[]; charges?: Charge[] | undefined } {
  const t = typed(offer);
  const date = (d: string) => formatCalendarDate(d, intl.locale);
  switch (t.vertical) {
    case 'flights': {
      const out = legLines(intl, t.offer.outbound);
      const back = t.offer.inbound ? legLines(intl, t.offer.inbound) : undefined;
      const lines: ReactNode[] = [
        <span key="out">
          <strong>{intl.formatMessage(m.outbound)}:</strong> {out.route} · {out.detail}
        </span>,
      ];
      if (back) {
        lines.push(
          <span key="back">
            <strong>{intl.formatMessage(m.inbound)}:</strong> {back.route} · {back.detail}
          </span>,
        );
      }
      return { title: out.route, lines };
    }
    case 'hotels': {
      const o = t.offer;
      return {
        title: `${o.hotel.name}, ${o.hotel.cityName}`,
        charges: o.taxesAndFees
          ? [
              { label: intl.formatMessage(m.roomCharges, { nights: intl.formatMessage(m.nights, { nights: o.nights }), price: formatMoney(o.pricePerNight, intl.locale) }), amount: { amountMinor: o.pricePerNight.amountMinor * o.nights, currency: o.pricePerNight.currency } },
              { label: intl.formatMessage(m.taxesAndFees), amount: o.taxesAndFees },
            ]
          : undefined,
        lines: [
          intl.formatMessage(m.hotelSummary, { room: intl.formatMessage(m.roomType, { roomType: o.roomType, name: o.roomName }), checkIn: date(o.checkIn), checkOut: date(o.checkOut), nights: intl.formatMessage(m.nights, { nights: o.nights }) }),
          `${intl.formatMessage(m.guests, { guests: o.guests })} · ${intl.formatMessage(m.rooms, { rooms: o.rooms })} · ${intl.formatMessage(o.breakfastIncluded ? m.breakfastIncluded : m.roomOnly)}`,
        ],
      };
    }
    case 'cars': {
      const o = t.offer;
      return {
        title: intl.formatMessage(m.carClass, { carClass: o.carClass }),
        lines: [
          intl.formatMessage(m.carSummary, { model: o.model, supplier: o.supplier.name }),
          intl.formatMessage(m.carDates, { pickUp: formatLocalDateTime(o.pickUpAt, intl.locale), dropOff: formatLocalDateTime(o.dropOffAt, intl.locale), location: o.location.name }),
          ...(o.dropOffLocation ? [intl.formatMessage(m.carDropOffDesk, { location: o.dropOffLocation.name })] : []),
        ],
        charges: o.oneWayFee ? carCharges(intl, o, o.oneWayFee) : undefined,
      };
    }
    case 'trains': {
      const o = t.offer;
      return {
        title: intl.formatMessage(m.flightLeg, { origin: o.origin.name, destination: o.destination.name }),
        lines: [
          intl.formatMessage(m.trainSummary, {
            date: date(localDateOf(o.departureAt, o.origin.timeZone)),
            departure: formatTimeInZone(o.departureAt, o.origin.timeZone, intl.locale),
            arrival: arrivalTimeText(o.departureAt, o.origin.timeZone, o.arrivalAt, o.destination.timeZone, intl.locale),
            operator: o.operator.name,
            trainNumber: o.trainNumber,
            trainClass: intl.formatMessage(m.trainClass, { trainClass: o.trainClass }),
            changes: intl.formatMessage(m.changes, { changes: o.changes }),
          }),
          intl.formatMessage(m.travelers, { travelers: o.passengers }),
        ],
      };
    }
    case 'packages': {
      const o = t.offer;
      const out = legLines(intl, o.flight.outbound);
      return {
        title: intl.formatMessage(m.packageTitle, { hotel: `${o.hotel.hotel.name}, ${o.hotel.hotel.cityName}` }),
        lines: [
          intl.formatMessage(m.packageSummary, { route: out.route, room: intl.formatMessage(m.roomType, { roomType: o.hotel.roomType, name: o.hotel.roomName }), nights: intl.formatMessage(m.nights, { nights: o.nights }), discount: o.discountPercent }),
          `${intl.formatMessage(m.dateRange, { start: date(o.hotel.checkIn), end: date(o.hotel.checkOut) })} · ${intl.formatMessage(m.travelers, { travelers: o.travelers })}`,
        ],
      };
    }
  }
}

/** A one-way rental's breakdown: the rental (with any young-driver fee) and the one-way fee, adding up to its price. */
function carCharges(intl: IntlShape, o: CarOffer, oneWayFee: Money): Charge[] {
  return [
    { label: intl.formatMessage(m.carRental, { days: o.days }), amount: { amountMinor: o.price.amountMinor - oneWayFee.amountMinor, currency: o.price.currency } },
    { label: intl.formatMessage(m.oneWayFee), amount: oneWayFee },
  ];
}

/** The offer summary card (`<section aria-label="Your trip">`). */
export function OfferSummaryView({ offer, price, headingLevel = 2 }: OfferSummaryViewProps) {
  const intl = useIntl();
  const { title, lines, charges } = describe(intl, offer);
  const conditions = conditionsText(intl, offer.conditions);
  const shownPrice = price === undefined ? offer.price : price;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className={styles.card} aria-label={intl.formatMessage(m.summaryLabel)} data-vertical={typed(offer).vertical}>
      <Heading className={styles.cardTitle}>{title}</Heading>
      <ul className={styles.plainList}>
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
        {conditions ? <li>{conditions}</li> : null}
      </ul>
      {shownPrice && charges && shownPrice.amountMinor === offer.price.amountMinor && shownPrice.currency === offer.price.currency ? (
        <dl className={styles.charges}>
          {charges.map((c) => (
            <div key={c.label}>
              <dt>{c.label}</dt>
              <dd>{formatMoney(c.amount, intl.locale)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {shownPrice ? (
        <p className={styles.priceLine}>
          <span>{intl.formatMessage(m.totalPrice)}</span> <strong>{formatMoney(shownPrice, intl.locale)}</strong>
        </p>
      ) : null}
    </section>
  );
}
