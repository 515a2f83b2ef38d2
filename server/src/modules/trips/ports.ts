/**
 * What the trips module needs from modules that own other tables, declared here as ports (interfaces) so trips
 * imports neither of them (issue #24, "First, the seams"; ARCHITECTURE.md: a module owns its tables, others call
 * its service, never its repository).
 *
 * Why ports and not imports:
 * - booking calls trips (it creates and books trip events inside its own transactions), so trips must not import
 *   booking: that was the booking <-> trips cycle. Trips shows an owner the reference and contact email of each
 *   booked event's order; it asks for them through {@link TripOrderReferences}, which the booking module implements
 *   (`createOrderReferences` in booking/index.ts) and app.ts wires in. The dependency now points one way:
 *   booking -> trips.
 * - accounts owns `accounts`. Trips asks it for names, emails and the confirmed flag through
 *   {@link TripsAccountDirectory}; the accounts service satisfies it structurally (`profilesOf`, `profileByEmail`),
 *   so trips does not even import its types (accounts' switcher routes already depend on booking, which depends on
 *   trips: an import back would close a loop again).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/database.ts';

/** An account as trips shows it (owner and sharer names, share recipients) and claims guest trips for it. */
export interface TripsAccount {
  id: string;
  /** Normalised (trimmed, lower-case) email. */
  email: string;
  name: string | null;
  /** Whether the email is confirmed; only a confirmed email claims guest trips (undefined counts as not confirmed). */
  confirmed?: boolean;
}

/** The accounts module's service as trips uses it (accounts/service.ts AccountsService satisfies it). */
export interface TripsAccountDirectory {
  /**
   * The accounts with these ids, keyed by id (unknown ids left out). `handle`: the caller's transaction when trips
   * runs inside one (booking's finalize transaction), else the accounts service's own database.
   */
  profilesOf(accountIds: readonly string[], handle?: Kysely<Database>): Promise<Map<string, TripsAccount>>;
  /** The account with this email (normalised by the accounts module), or null. */
  profileByEmail(email: string): Promise<TripsAccount | null>;
}

/** The order of a booked trip event as its owner sees it on the trip (contract TripEvent `booking`). */
export interface TripOrderReference {
  /** Booking reference, 6 characters. */
  reference: string;
  /** The contact email given at booking (as typed). */
  contactEmail: string;
  /** The booking's business approval, when it needed one (issue #25; approvals read, wired in app.ts). */
  approval?: { state: 'PENDING' | 'APPROVED' | 'DECLINED' | 'EXPIRED' | 'CANCELLED'; expiryOutcome: 'KEEP' | 'RELEASE' | null };
}

/** The booking module's read of its orders as trips needs it (booking/index.ts `createOrderReferences`). */
export interface TripOrderReferences {
  /** The orders of these trip events, keyed by trip event id; events without an order are left out. */
  ofTripEvents(tripEventIds: readonly number[]): Promise<Map<number, TripOrderReference>>;
}
