/**
 * One flight offer: per leg the airline name(s), departure and arrival times in each airport's local time
 * zone (with "+1" for a next-day arrival), duration ("7h 5m"), stops ("Nonstop" / "1 stop" / "2 stops"),
 * and the price in the offer's currency. Round trips show the inbound leg as well; multi-city offers show
 * every flight ("Flight 1", "Flight 2", …; issue #11). Under the price: the cabin and the bags the fare
 * includes per traveler ("1 cabin bag", "2 checked bags"; the offer's `baggage`, issue #11), in a list
 * named "Bags included per traveler".
 */
import type { ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { Itinerary, PolicyFlightOffer } from '@travel/contract';
import { PolicyBadge } from '../policy/index.ts';
import { dayOffset, formatLocalTime, formatMoney, splitDuration } from './format.ts';
import { SaveControl } from '../trips/index.ts';
import { LOW_SEATS_THRESHOLD } from './constants.ts';
import { searchMessages as m } from './messages.ts';
import styles from './flight-offer-card.module.css';

/** "7h 5m" (or "45m" under an hour). */
export function formatDuration(intl: IntlShape, totalMinutes: number): string {
  const { hours, minutes } = splitDuration(totalMinutes);
  return hours > 0 ? intl.formatMessage(m.duration, { hours, minutes }) : intl.formatMessage(m.durationMinutesOnly, { minutes });
}

function LegRow({ leg, label }: { leg: Itinerary; label: string }) {
  const intl = useIntl();
  const first = leg.segments[0];
  const last = leg.segments[leg.segments.length - 1];
  if (!first || !last) return null;
  const airlines = [...new Set(leg.segments.map((s) => s.carrier.name))].join(', ');
  const days = dayOffset(first.departureAt, first.origin.timeZone, last.arrivalAt, last.destination.timeZone);
  const connections = leg.segments.slice(0, -1).map((s) => s.destination.code);
  return (
    <div className={styles.leg}>
      <span className={styles.legLabel}>{label}</span>
      <div className={styles.times}>
        <span className={styles.time}>
          <time dateTime={first.departureAt}>{formatLocalTime(first.departureAt, first.origin.timeZone, intl.locale)}</time>
          {' – '}
          <time dateTime={last.arrivalAt}>{formatLocalTime(last.arrivalAt, last.destination.timeZone, intl.locale)}</time>
          {days !== 0 ? (
            <sup className={styles.dayOffset} aria-label={intl.formatMessage(m.dayOffsetLabel, { days })}>
              {intl.formatMessage(m.dayOffset, { days })}
            </sup>
          ) : null}
        </span>
        <span className={styles.airline}>{airlines}</span>
      </div>
      <div className={styles.stops}>
        <span className={leg.stops === 0 ? styles.nonstop : undefined}>{intl.formatMessage(m.stops, { stops: leg.stops })}</span>
        {connections.length > 0 ? (
          <span className={styles.muted}>{intl.formatMessage(m.via, { airports: intl.formatList(connections) })}</span>
        ) : null}
      </div>
      <div className={styles.duration}>
        <span>{formatDuration(intl, leg.durationMinutes)}</span>
        <span className={styles.muted}>
          {intl.formatMessage(m.legRoute, { origin: first.origin.code, destination: last.destination.code })}
        </span>
      </div>
    </div>
  );
}

/**
 * Card for one offer; the caller wraps it in the `<li>` carrying the data attributes. `action` (e.g. the
 * "Select" button) is shown under the price, after the offer's "Save" to trips (issue #12, trips feature).
 */
export function FlightOfferCard({ offer, action }: { offer: PolicyFlightOffer; action?: ReactNode }) {
  const intl = useIntl();
  const legs = offer.legs ?? [offer.outbound, ...(offer.inbound ? [offer.inbound] : [])];
  const airlines = [...new Set(legs.flatMap((l) => l.segments.map((s) => s.carrier.name)))].join(', ');
  return (
    <article className={styles.card}>
      <div className={styles.legs}>
        {offer.legs ? (
          offer.legs.map((leg, i) => <LegRow key={i} leg={leg} label={intl.formatMessage(m.legHeading, { n: i + 1 })} />)
        ) : (
          <>
            <LegRow leg={offer.outbound} label={intl.formatMessage(m.outbound)} />
            {offer.inbound ? <LegRow leg={offer.inbound} label={intl.formatMessage(m.inbound)} /> : null}
          </>
        )}
        <PolicyBadge verdict={offer.policy} />
      </div>
      <div className={styles.priceBox}>
        <span className={styles.priceLabel}>{intl.formatMessage(m.priceLabel)}</span>
        <span className={styles.price}>{formatMoney(offer.price, intl.locale)}</span>
        <span className={styles.muted}>{intl.formatMessage(m.cabin, { cabin: offer.cabin })}</span>
        {offer.baggage ? (
          <ul className={styles.bags} aria-label={intl.formatMessage(m.bagsLabel)}>
            <li>{intl.formatMessage(m.cabinBags, { count: offer.baggage.cabin })}</li>
            <li>{intl.formatMessage(m.checkedBags, { count: offer.baggage.checked })}</li>
          </ul>
        ) : null}
        {offer.seatsLeft <= LOW_SEATS_THRESHOLD ? (
          <span className={styles.seats}>{intl.formatMessage(m.seatsLeft, { seats: offer.seatsLeft })}</span>
        ) : null}
        <SaveControl offer={offer} name={intl.formatMessage(m.flightOfferDescription, { airlines, price: formatMoney(offer.price, intl.locale) })} />
        {action}
      </div>
    </article>
  );
}
