/**
 * The booking flow's port into the business module for trip reporting fields and company payment methods (issue #26;
 * the port is modules/booking/business-booking.ts, which says when each call runs).
 *
 * - A business booking: a business user on the business side (principal `businessMode`). The traveler is the one
 *   booked for (an arranger booking for someone, `principal.bookingFor`), else the caller; their group picks the
 *   payment scope (payment-methods-service.ts paymentChoiceFor).
 * - Reporting fields apply while the company has the TRIP_REPORTING_FIELDS feature (core §6: the page needs it; a
 *   company that lost the feature stops asking); company cards while its `paymentOptions` switch is on.
 * - Paying: `paymentMethod` `companyCard` charges the scope's card (400 on `paymentMethod` when there is none); a
 *   personal card (the default) is refused when the scope does not allow one (400 on `paymentMethod`). Charging the
 *   company's card needs a session that passed two-factor (403 MISSING_TWO_FACTOR_AUTHENTICATION; the frame sends the
 *   user to verify): the booking route itself is open to every signed-in user, and a company card is the company's
 *   money.
 */
import type { Kysely } from 'kysely';
import type { BusinessBookingOptions, Vertical } from '@travel/contract';
import type { Database } from '../../db/database.ts';
import { AppError, validationError } from '../../errors.ts';
import type { BusinessPrincipal, Principal } from '../access/principal.ts';
import type { BusinessBookingPort, PreparedBusinessBooking } from '../booking/business-booking.ts';
import { paymentChoiceFor, type PaymentChoice } from './payment-methods-service.ts';
import { checkReportingValues, reportingFieldsForBooking, storeReportingValues } from './reporting-fields-service.ts';
import { twoFactorSatisfied } from './two-factor.ts';

/** The business caller of a business booking, or null (a visitor, a consumer, the personal side). */
function businessOf(principal: Principal | undefined): { business: BusinessPrincipal; travelerProfileId: string; bookingForGroupId: number | null | undefined } | null {
  if (principal?.kind !== 'account' || !principal.business || !principal.business.businessMode) return null;
  const bookingFor = principal.bookingFor;
  return bookingFor
    ? { business: principal.business, travelerProfileId: bookingFor.profileId, bookingForGroupId: bookingFor.groupId }
    : { business: principal.business, travelerProfileId: principal.business.profileId, bookingForGroupId: undefined };
}

/** Creates the port (wired in app.ts). */
export function createBusinessBookingPort(deps: { db: Kysely<Database> }): BusinessBookingPort {
  const { db } = deps;

  async function groupOf(companyId: string, profileId: string, known: number | null | undefined): Promise<number | null> {
    if (known !== undefined) return known;
    const row = await db.selectFrom('business_profiles').select('group_id').where('company_id', '=', companyId).where('id', '=', profileId).executeTakeFirst();
    return row?.group_id == null ? null : Number(row.group_id);
  }

  async function choiceOf(caller: NonNullable<ReturnType<typeof businessOf>>): Promise<PaymentChoice> {
    const { business } = caller;
    if (!business.flags.paymentOptions) return { card: null, personalCardAllowed: true };
    return paymentChoiceFor(db, business.companyId, await groupOf(business.companyId, caller.travelerProfileId, caller.bookingForGroupId));
  }

  const fieldsOf = (business: BusinessPrincipal, vertical: Vertical) =>
    business.features.includes('TRIP_REPORTING_FIELDS') ? reportingFieldsForBooking(db, business.companyId, vertical) : Promise.resolve([]);

  return {
    async optionsFor(principal, vertical): Promise<BusinessBookingOptions | null> {
      const caller = businessOf(principal);
      if (!caller) return null;
      const [reportingFields, choice] = await Promise.all([fieldsOf(caller.business, vertical), choiceOf(caller)]);
      if (reportingFields.length === 0 && choice.card === null && choice.personalCardAllowed) return null;
      return {
        reportingFields,
        payment: {
          companyCard: choice.card ? { label: choice.card.label, brand: choice.card.brand as 'visa', last4: choice.card.last4 } : null,
          personalCardAllowed: choice.personalCardAllowed,
        },
      };
    },

    async prepare(principal, vertical, request): Promise<PreparedBusinessBooking | null> {
      const caller = businessOf(principal);
      if (!caller) return null;
      const { business } = caller;
      const reportingValues = checkReportingValues(await fieldsOf(business, vertical), request.reportingFields ?? []);
      const choice = await choiceOf(caller);
      let companyCard: PreparedBusinessBooking['companyCard'] = null;
      if (request.paymentMethod === 'companyCard') {
        if (!choice.card) throw validationError('paymentMethod', 'There is no company card for this traveler; pay with a card');
        if (!twoFactorSatisfied(business)) throw new AppError(403, 'MISSING_TWO_FACTOR_AUTHENTICATION', 'Verify with your second factor before charging the company card');
        companyCard = { id: Number(choice.card.id), token: choice.card.payment_token, brand: choice.card.brand, last4: choice.card.last4 };
      } else if (!choice.personalCardAllowed) {
        throw validationError('paymentMethod', 'Your company pays for this trip with its card; personal cards are not allowed');
      }
      return { companyId: business.companyId, companyCard, reportingValues };
    },

    async record(trx, prepared, reference, nowIso) {
      await storeReportingValues(trx, { companyId: prepared.companyId, reference, values: prepared.reportingValues as ReturnType<typeof checkReportingValues>, nowIso });
    },
  };
}
