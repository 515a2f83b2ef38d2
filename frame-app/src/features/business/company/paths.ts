/**
 * The company settings pages' paths (contract ADMIN_PAGES rows companyEmailDomains, companyOffices, companyEntities,
 * companyCorporateMemberships; core-and-business §6 admin hub pages). Kept apart from the pages: the business routes
 * (../index.ts, on the first page) import these constants, and nothing else of the pages may come along.
 */

/** Email domains (page `companyEmailDomains`). */
export const COMPANY_EMAIL_DOMAINS_ROUTE_PATH = '/business/company/email-domains';
/** Offices (page `companyOffices`). */
export const COMPANY_OFFICES_ROUTE_PATH = '/business/company/offices';
/** Legal entities (page `companyEntities`, company flag `entities`). */
export const COMPANY_ENTITIES_ROUTE_PATH = '/business/company/entities';
/** Corporate memberships, titled "Programs" (page `companyCorporateMemberships`; the spec's path ends in `/add`). */
export const COMPANY_PROGRAMS_ROUTE_PATH = '/business/company/corporate-membership/add';

/** Lazy importers of the page modules (each exports `Component` and `loader`). */
export const companySettingsRouteModules = {
  emailDomains: () => import('./email-domains-page.tsx'),
  offices: () => import('./offices-page.tsx'),
  entities: () => import('./entities-page.tsx'),
  programs: () => import('./programs-page.tsx'),
};
