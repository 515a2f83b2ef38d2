/**
 * The company settings list pages (email domains, offices, entities, programs; issue #24 "Admin hub") as ONE lazily
 * loaded chunk: they share their list page (./company-rows.tsx) and are small, and one dynamic import keeps the route
 * table's first-page code to a single importer (./paths.ts companySettingsRouteModules). Each entry is a react-router
 * route module (`Component` + `loader`).
 */
export * as emailDomains from './email-domains-page.tsx';
export * as offices from './offices-page.tsx';
export * as entities from './entities-page.tsx';
export * as programs from './programs-page.tsx';
