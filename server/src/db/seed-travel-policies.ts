/**
 * The demo company's travel policies (issue #25 part 2): acme gets a company default per vertical, version 1, so
 * search badges, the policy pages and the booking's checks have something real to show from the first start. Globex
 * has none (a company without a policy: everything is in policy). Documented in README's business section.
 *
 * - flight: price at most the search's cheapest fare + 30 % (warn); economy, business above 6 h (require approval);
 *   booked at least 3 days ahead (warn); at most 1 stop (warn); Ryanair (FR) blocked, an example of a blocked airline.
 * - hotel: nightly cap 300 USD, London 350 USD (warn); at most 4 stars (warn); non-refundable rates need approval;
 *   Northstar Hotels and Meridia preferred (shown: their hotels carry a "Preferred" badge; the offline inventory's
 *   chains are invented, hotel-chains.ts).
 * - car: 60 USD a day (warn); mini to full-size, SUVs and vans need approval; Rentwell and Roamcar preferred (shown).
 * - train: 250 USD per traveler (warn); standard class, first needs approval (shown when the train flag is on).
 */
import type { Kysely } from 'kysely';
import { CarPolicySchema, FlightPolicySchema, HotelPolicySchema, TrainPolicySchema, type PolicyVertical } from '@travel/contract';
import type { Database } from './database.ts';

const usd = (dollars: number) => ({ amountMinor: dollars * 100, currency: 'USD' });

/** Acme's default policy documents, parsed by the contract (a typo here fails the seed, not a request). */
export const DEMO_TRAVEL_POLICIES: Readonly<Record<PolicyVertical, unknown>> = Object.freeze({
  flight: FlightPolicySchema.parse({
    maxPrice: { action: 'warn', limit: { basis: 'cheapest', plus: { unit: 'percent', percent: 30 } } },
    cabinByDuration: { action: 'requireApproval', maxCabin: 'economy', exceptions: [{ aboveMinutes: 360, maxCabin: 'business' }] },
    advancePurchaseDays: { action: 'warn', minDays: 3 },
    maxStops: { action: 'warn', maxStops: 1 },
    blockedAirlines: { action: 'block', codes: ['FR'] },
  }),
  hotel: HotelPolicySchema.parse({
    nightlyCap: { action: 'warn', default: usd(300), cities: [{ city: 'London', cityId: 2643743, iata: 'LON', cap: usd(350) }], countries: [] },
    maxStars: { action: 'warn', maxStars: 4 },
    nonRefundable: { action: 'requireApproval' },
    preferredChains: { action: 'allow', chains: ['Northstar Hotels', 'Meridia'] },
  }),
  car: CarPolicySchema.parse({
    dailyCap: { action: 'warn', cap: usd(60) },
    allowedCarClasses: { action: 'requireApproval', classes: ['mini', 'economy', 'compact', 'intermediate', 'fullsize'] },
    preferredVendors: { action: 'allow', vendors: ['rentwell', 'roamcar'] },
  }),
  train: TrainPolicySchema.parse({
    trainCap: { action: 'warn', cap: usd(250) },
    allowedTrainClasses: { action: 'requireApproval', classes: ['standard'] },
  }),
});

/**
 * Stores acme's default policies as version 1 of each vertical, once: a company that has any policy row is left alone
 * (an admin's edits survive restarts).
 * @param db the seed's transaction
 * @param nowIso the seeding time
 */
export async function seedDemoTravelPolicies(db: Kysely<Database>, nowIso: string): Promise<void> {
  const company = await db.selectFrom('companies').select('id').where('id', '=', 'acme').executeTakeFirst();
  if (!company) return;
  const any = await db.selectFrom('business_travel_policies').select('id').where('company_id', '=', 'acme').limit(1).executeTakeFirst();
  if (any) return;
  for (const [vertical, document] of Object.entries(DEMO_TRAVEL_POLICIES) as [PolicyVertical, unknown][]) {
    await db.insertInto('business_travel_policies').values({
      company_id: 'acme', vertical, group_id: null, version: 1, document_json: JSON.stringify(document), updated_by_profile_id: null, created_at: nowIso,
    }).execute();
  }
}
