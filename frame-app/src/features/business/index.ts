/**
 * Business edition, frame side (issue #24; core-and-business §4-§6, account-business-header-and-trips §2, §4, §6,
 * chrome-and-consent §3 business state): the `/business/*` pages (admin hub, company general, onboarding progress)
 * guarded in their route loader, and the header's business controls (account-type toggle, admin hub link).
 *
 * This entry stays light, since the app (on the first page) imports it: the routes themselves are in ./routes.ts, which
 * the router loads on the first `/business` navigation ({@link loadBusinessRoutes}), each page loads lazily from there,
 * and {@link BusinessHeaderControls} loads its code only for a user with a business profile.
 * Sub-folder `two-factor/` belongs to the business two-factor change.
 */
export { BUSINESS_HUB_ROUTE_PATH, BUSINESS_ONBOARDING_PATHS } from './constants.ts';
export { BUSINESS_SUPPORT_ROUTE_PATH } from './support/paths.ts';
// The route table imports this entry on the first page, and everything this entry reaches statically is bundled
// into it (even a re-export only a later chunk uses): the header and menu parts are reached by dynamic imports only.
export { BusinessHeaderControls } from './header/business-header-gate.tsx';
export { BusinessConfirmPromptGate } from './prompts/business-confirm-gate.tsx';
export { HomepageMessagesGate } from './settings/index.ts';
export { CompanyTravelActivityGate } from './travel/activity-gate.tsx';
export { BusinessEventsGate } from './events/front-door-gate.tsx';
export { PolicySummaryGate } from './policy/summary-gate.tsx';
export { ExpenseSendGate } from './integrations/expense-send-gate.tsx';
export { loadBusinessMenuLinks, loadBusinessRoutes, isBusinessPath } from './route-modules.ts';
export type { BusinessMenuLinks, BusinessRoutesModule } from './route-modules.ts';
