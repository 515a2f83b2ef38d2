/**
 * Every `/business` route of the frame (issue #24; core-and-business §6; account-business-header-and-trips §2): the
 * admin hub's pages behind the hub's guard (hub/admin-page-route.tsx), the support page, the mailed-link pages, the
 * two-factor verification page and the invitation page. Not on the first page: the app's router discovers these
 * routes on the first navigation to a `/business` path (react-router `patchRoutesOnNavigation`, see
 * app/routes.tsx), so no business page adds bytes to the consumer front door (issue #23 "First page budget").
 */
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router';
import { BUSINESS_HUB_ROUTE_PATH, BUSINESS_ONBOARDING_PATHS } from './constants.ts';
import { createBusinessJoinRoutes } from './join/index.ts';
import { createBusinessVerifyRoutes } from './two-factor/index.ts';
import { BUSINESS_INVITATIONS_ROUTE_PATH, BUSINESS_USERS_ROUTE_PATH, usersRouteModules } from './users/index.ts';
import {
  BUSINESS_ACCOUNT_PERMISSIONS_ROUTE_PATH, BUSINESS_HOMEPAGE_MESSAGES_ROUTE_PATH, BUSINESS_INTEGRATIONS_ROUTE_PATH, BUSINESS_PAYMENT_OPTIONS_ROUTE_PATH,
  settingsRouteModules,
} from './settings/index.ts';
import { BUSINESS_SUPPORT_ROUTE_PATH } from './support/paths.ts';
import {
  COMPANY_EMAIL_DOMAINS_ROUTE_PATH, COMPANY_ENTITIES_ROUTE_PATH, COMPANY_OFFICES_ROUTE_PATH, COMPANY_PROGRAMS_ROUTE_PATH, companySettingsRouteModules,
} from './company/paths.ts';
import { BUSINESS_GROUPS_ROUTE_PATH, BUSINESS_ROLES_ROUTE_PATH, peopleRouteModules } from './people/index.ts';
import { BIZ_PLUS_CONFIRM_ROUTE_PATH, BIZ_PLUS_UPGRADE_ROUTE_PATH, COMPANY_DELETION_CONFIRM_ROUTE_PATH, planRouteModules } from './plan/index.ts';
import {
  APPROVAL_SETTINGS_ROUTE_PATH, APPROVERS_ROUTE_PATH, TRIPS_TO_APPROVE_ROUTE_PATH, TRIPS_TO_BOOK_ROUTE_PATH, approvalsRouteModules,
} from './approvals/index.ts';
import { POLICY_ROUTE_PAGES, policyRouteModule } from './policy/index.ts';
import { TRAVEL_ARRANGERS_ROUTE_PATH, TRIP_REQUESTS_ROUTE_PATH, arrangersRouteModules } from './arrangers/index.ts';
import { TRAVELER_TRACKER_ROUTE_PATH, TRIPS_DASHBOARD_ROUTE_PATH, travelRouteModules } from './travel/index.ts';
import { EVENT_HUB_ROUTE_PATH, eventsRouteModules } from './events/index.ts';
import { TRIP_REPORTING_FIELDS_ROUTE_PATH, reportingFieldsRouteModule } from './reporting-fields/paths.ts';
import { paymentMethodsRouteModule } from './payment-methods/paths.ts';
import { BUSINESS_SSO_ROUTE_PATH, ssoRouteModule } from './sso/paths.ts';
import { BUSINESS_STATS_ROUTE_PATH, reportingRouteModules } from './reporting/index.ts';

/** A lazily loaded page module. */
export type BusinessRouteModule = { Component: ComponentType; loader?: LoaderFunction; shouldRevalidate?: ShouldRevalidateFunction };
/** The app's lazy wrapper (retries + first-render signal). */
export type BusinessWrapLazy = (importer: () => Promise<BusinessRouteModule>) => () => Promise<BusinessRouteModule>;

/**
 * The business routes (paths relative to the root layout): `business/*`, one lazily loaded page module whose loader
 * guards every `/business` path (hub/business-page.tsx), and the users and invitations pages (users/), whose own
 * modules run behind that same guard (hub/admin-page-route.tsx). More specific routes (e.g. `business/verify` of the
 * two-factor change) win over the splat.
 * @param wrapLazy default: the importer itself
 */
export function createBusinessRoutes(wrapLazy: BusinessWrapLazy = (importer) => importer): RouteObject[] {
  // Pages with a route module of their own, behind the same guard and inside the hub layout (hub/admin-page-route.tsx).
  const guarded = (path: string, page: () => Promise<BusinessRouteModule>): RouteObject => ({
    path: path.slice(1),
    lazy: wrapLazy(async () => {
      const [{ guardedAdminPageModule }, module] = await Promise.all([import('./hub/admin-page-route.tsx'), page()]);
      return guardedAdminPageModule(path.slice(`${BUSINESS_HUB_ROUTE_PATH}/`.length), module);
    }),
  });
  return [
    guarded(BUSINESS_USERS_ROUTE_PATH, usersRouteModules.users),
    guarded(BUSINESS_INVITATIONS_ROUTE_PATH, usersRouteModules.invitations),
    guarded(BUSINESS_HOMEPAGE_MESSAGES_ROUTE_PATH, settingsRouteModules.homepageMessages),
    guarded(BUSINESS_INTEGRATIONS_ROUTE_PATH, settingsRouteModules.integrations),
    // Issue #27: company single sign-on (SSO_INTEGRATION, COMPANY_INTEGRATION_MANAGEMENT: contract ADMIN_PAGES row `sso`).
    guarded(BUSINESS_SSO_ROUTE_PATH, ssoRouteModule),
    guarded(BUSINESS_ACCOUNT_PERMISSIONS_ROUTE_PATH, settingsRouteModules.accountPermissions),
    // Issue #26: the payment methods page (company cards per group) and the trip reporting fields page.
    guarded(BUSINESS_PAYMENT_OPTIONS_ROUTE_PATH, paymentMethodsRouteModule),
    guarded(TRIP_REPORTING_FIELDS_ROUTE_PATH, reportingFieldsRouteModule),
    // The support page (support/): every business user's, not an admin hub page, so its own loader guards it.
    { path: BUSINESS_SUPPORT_ROUTE_PATH.slice(1), lazy: wrapLazy(() => import('./support/support-page.tsx')) },
    // The traveler's side of booking on behalf (arrangers/): every traveler's pages, each guarded by its own loader.
    { path: TRAVEL_ARRANGERS_ROUTE_PATH.slice(1), lazy: wrapLazy(arrangersRouteModules.travelArrangers) },
    { path: TRIP_REQUESTS_ROUTE_PATH.slice(1), lazy: wrapLazy(arrangersRouteModules.tripRequests) },
    guarded(COMPANY_EMAIL_DOMAINS_ROUTE_PATH, companySettingsRouteModules.emailDomains),
    guarded(COMPANY_OFFICES_ROUTE_PATH, companySettingsRouteModules.offices),
    guarded(COMPANY_ENTITIES_ROUTE_PATH, companySettingsRouteModules.entities),
    guarded(COMPANY_PROGRAMS_ROUTE_PATH, companySettingsRouteModules.programs),
    guarded(BUSINESS_GROUPS_ROUTE_PATH, peopleRouteModules.groups),
    guarded(BUSINESS_ROLES_ROUTE_PATH, peopleRouteModules.roles),
    guarded(BUSINESS_ONBOARDING_PATHS.getStarted, planRouteModules.onboarding),
    guarded(BUSINESS_ONBOARDING_PATHS.tasks, planRouteModules.onboarding),
    guarded(BUSINESS_ONBOARDING_PATHS.companyTasks, planRouteModules.onboarding),
    guarded(BIZ_PLUS_UPGRADE_ROUTE_PATH, planRouteModules.bizPlusUpgrade),
    guarded(APPROVAL_SETTINGS_ROUTE_PATH, approvalsRouteModules.settings),
    guarded(APPROVERS_ROUTE_PATH, approvalsRouteModules.approvers),
    guarded(TRIPS_TO_APPROVE_ROUTE_PATH, approvalsRouteModules.tripsToApprove),
    guarded(TRIPS_TO_BOOK_ROUTE_PATH, approvalsRouteModules.tripsToBook),
    // Issue #26: the traveler tracker (admin hub page) and company trips (a business menu entry with its own gate).
    guarded(TRAVELER_TRACKER_ROUTE_PATH, travelRouteModules.tracker),
    { path: TRIPS_DASHBOARD_ROUTE_PATH.slice(1), lazy: wrapLazy(travelRouteModules.tripsDashboard) },
    // The event hub (events/, issue #26): EVENT_EDIT or EVENT_EDIT_FOR_ALL (contract ADMIN_PAGES row `eventHub`).
    guarded(EVENT_HUB_ROUTE_PATH, eventsRouteModules.hub),
    // Reporting (reporting/, issue #26): its charts (recharts) load lazily with this page only.
    guarded(BUSINESS_STATS_ROUTE_PATH, reportingRouteModules.stats),
    // The travel policy pages (policy/): one module per vertical and subpage, each behind the hub's guard (train pages
    // need the company's train flag, car preferences CAR_PREFERENCES: contract ADMIN_PAGES).
    ...POLICY_ROUTE_PAGES.map(({ vertical, subpage, path }) => guarded(path, policyRouteModule(vertical, subpage))),
    { path: COMPANY_DELETION_CONFIRM_ROUTE_PATH.slice(1), lazy: wrapLazy(planRouteModules.companyDeletionConfirm) },
    { path: BIZ_PLUS_CONFIRM_ROUTE_PATH.slice(1), lazy: wrapLazy(planRouteModules.bizPlusConfirm) },
    { path: `${BUSINESS_HUB_ROUTE_PATH.slice(1)}/*`, lazy: wrapLazy(() => import('./hub/business-page.tsx')) },
  ];
}

/**
 * All `/business` routes (paths relative to the root layout's page routes): {@link createBusinessRoutes} plus the
 * two-factor verification page and the invitation page, which sit outside the hub's guard.
 * @param wrapLazy the app's lazy wrapper (retries + first-render signal)
 */
export function createBusinessRouteTree(wrapLazy: BusinessWrapLazy): RouteObject[] {
  return [...createBusinessVerifyRoutes(wrapLazy), ...createBusinessJoinRoutes(wrapLazy), ...createBusinessRoutes(wrapLazy)];
}
