/**
 * Public entry of the policy-verdicts module (issue #25 "Policy on every result"): travel-policy verdicts on search
 * replies, hotel rooms, the refreshed offer and the booking. It owns no table; it reads the traveler's effective
 * policy through the business module's travel-policy service (wired in app.ts).
 */
export { bookingForProfileOf, createPolicyVerdicts, type OfferPolicyCheck, type PolicyTraveler, type PolicyVerdicts, type PolicyVerdictsDeps } from './service.ts';
export { flightSearchStatsOf } from './flight-context.ts';
