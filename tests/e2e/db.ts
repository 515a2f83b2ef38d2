/**
 * Read-only look into the e2e server's SQLite database, to check what a journey stored (or did not).
 * The server writes with WAL; a read-only connection sees committed rows.
 */
import Database from 'better-sqlite3';
import { E2E_DATABASE_PATH } from './ports.ts';

/** Bookings rows (any status but the transient idempotency claim) for a contact email. */
export function bookingsFor(email: string): { reference: string; status: string; vertical: string }[] {
  const db = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare("select reference, status, vertical from bookings where contact_email_lower = ? and status != 'pending' order by id")
      .all(email.toLowerCase()) as { reference: string; status: string; vertical: string }[];
  } finally {
    db.close();
  }
}

/** The trip event behind a booking reference: its trip's id and its state, undefined when unknown. */
function tripEventOf(reference: string): { tripId: string; state: string } | undefined {
  const db = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('select e.trip_id as tripId, e.state as state from bookings b join trip_events e on e.id = b.trip_event_id where b.reference = ?')
      .get(reference) as { tripId: string; state: string } | undefined;
  } finally {
    db.close();
  }
}

/** Id of the trip a booking reference belongs to (what the frame's `trips/{id}` route shows), undefined when unknown. */
export function tripIdOf(reference: string): string | undefined {
  return tripEventOf(reference)?.tripId;
}

/** State of the trip event behind a booking reference ('booked' or 'cancelled'). */
export function tripEventState(reference: string): string | undefined {
  return tripEventOf(reference)?.state;
}

/** Metrics rows stored for a partner: [metric_type, metric_name, metric_value]. */
export function metricsFor(partnerId: string): { metric_type: string; metric_name: string; metric_value: number }[] {
  const db = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    return db
      .prepare('select metric_type, metric_name, metric_value from metrics where partner_id = ? order by id')
      .all(partnerId) as { metric_type: string; metric_name: string; metric_value: number }[];
  } finally {
    db.close();
  }
}

/** Who owns a booking (its trip's account) and who booked it for them (issue #25), by email. */
export function ownerAndBooker(reference: string): { owner: string | null; booker: string | null } | undefined {
  const db = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    return db.prepare(`
      select owner.email as owner, booker.email as booker
      from bookings b
      join trip_events e on e.id = b.trip_event_id
      join trips t on t.id = e.trip_id
      left join accounts owner on owner.id = t.owner_account_id
      left join accounts booker on booker.id = b.booked_by_account_id
      where b.reference = ?`).get(reference) as { owner: string | null; booker: string | null } | undefined;
  } finally {
    db.close();
  }
}

/** The trip reporting values stored with a booking (issue #26), in the form's order: [label, value]. */
export function reportingValuesOf(reference: string): [string, string][] {
  const db = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('select label, value from business_booking_reporting_values where booking_reference = ? order by position').all(reference) as { label: string; value: string }[];
    return rows.map((r) => [r.label, r.value]);
  } finally {
    db.close();
  }
}
