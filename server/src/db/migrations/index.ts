/**
 * The in-code migration list, in order. Keys are migration names (sorted lexically by Kysely).
 * Add new migrations as new files; never edit a released one.
 */
import type { Migration } from 'kysely';
import * as m0001 from './0001-initial.ts';
import * as m0002 from './0002-trips-bookings.ts';
import * as m0003 from './0003-integrity-scale.ts';
import * as m0004 from './0004-booking-claims.ts';
import * as m0005 from './0005-accounts.ts';
import * as m0006 from './0006-travelers.ts';
import * as m0008 from './0008-passkeys.ts';
import * as m0007 from './0007-email.ts';
import * as m0009 from './0009-social.ts';
import * as m0010 from './0010-account-bookings.ts';
import * as m0012 from './0012-currency-preferences.ts';
import * as m0013 from './0013-site-extras.ts';
import * as m0014 from './0014-partner-social-links.ts';
import * as m0015 from './0015-trips.ts';
import * as m0016 from './0016-consent.ts';
import * as m0017 from './0017-privacy-records.ts';
import * as m0018 from './0018-business.ts';
import * as m0019 from './0019-business-two-factor.ts';
import * as m0021 from './0021-business-admin.ts';
import * as m0020 from './0020-business-company-calls.ts';
import * as m0022 from './0022-business-two-factor-resets.ts';
import * as m0023 from './0023-business-booking-for.ts';
import * as m0024 from './0024-business-travel-policies.ts';
import * as m0025 from './0025-business-approvals.ts';
import * as m0026 from './0026-booking-policy-checks.ts';
import * as m0027 from './0027-book-on-behalf-booking-once.ts';
import * as m0028 from './0028-business-reporting-fields-payment.ts';
import * as m0029 from './0029-business-reporting.ts';
import * as m0030 from './0030-business-travel-stays.ts';
import * as m0031 from './0031-business-events.ts';
import * as m0032 from './0032-business-integrations.ts';
import * as m0033 from './0033-inbox-sync.ts';
import * as m0034 from './0034-sso.ts';
import * as m0035 from './0035-scim.ts';

export const MIGRATIONS: Record<string, Migration> = {
  '0001-initial': m0001,
  '0002-trips-bookings': m0002,
  '0003-integrity-scale': m0003,
  '0004-booking-claims': m0004,
  '0005-accounts': m0005,
  '0006-travelers': m0006,
  '0008-passkeys': m0008,
  '0007-email': m0007,
  '0009-social': m0009,
  '0010-account-bookings': m0010,
  '0012-currency-preferences': m0012,
  '0013-site-extras': m0013,
  '0014-partner-social-links': m0014,
  '0015-trips': m0015,
  '0016-consent': m0016,
  '0017-privacy-records': m0017,
  '0018-business': m0018,
  '0019-business-two-factor': m0019,
  '0021-business-admin': m0021,
  '0020-business-company-calls': m0020,
  '0022-business-two-factor-resets': m0022,
  '0023-business-booking-for': m0023,
  '0024-business-travel-policies': m0024,
  '0025-business-approvals': m0025,
  '0026-booking-policy-checks': m0026,
  '0027-book-on-behalf-booking-once': m0027,
  '0028-business-reporting-fields-payment': m0028,
  '0029-business-reporting': m0029,
  '0030-business-travel-stays': m0030,
  '0031-business-events': m0031,
  '0032-business-integrations': m0032,
  '0033-inbox-sync': m0033,
  '0034-sso': m0034,
  '0035-scim': m0035,
};
