import type * as Pages from './pages.ts';

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

/** The importer of one page's route module (`Component` + `loader`) from the pages' one chunk (./pages.ts). */
const page = <K extends keyof typeof Pages>(name: K) => async (): Promise<(typeof Pages)[K]> => (await import('./pages.ts'))[name];

/** Lazy importers of the page modules (each exports `Component` and `loader`), all from one chunk. */
export const companySettingsRouteModules = {
  emailDomains: page('emailDomains'),
  offices: page('offices'),
  entities: page('entities'),
  programs: page('programs'),
};
