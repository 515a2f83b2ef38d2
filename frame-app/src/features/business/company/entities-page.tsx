/**
 * The admin hub's legal entities page `/business/company/entities` (issue #24 "Pages built for real: … entities
 * (flag)"; core-and-business §6 admin hub page `companyEntities`: COMPANY_SETTINGS_MANAGEMENT and the company flag
 * `entities`; account-business-header-and-trips §2 "Company information: … entities"). A react-router route module
 * (`loader` + `Component`) on the shared list page (./company-rows.tsx); the hub's guard answers 403 while the flag is
 * off, so the page itself never sees that case.
 *
 * Lists the company's legal entities (GET {base}/legalEntities, oldest first) with legal name, registration number
 * and country; adds, edits and deletes them (asked first). Fields per the contract's AdminLegalEntityInputSchema: a
 * legal name (required, 200 characters), a registration number (optional, 100: company or VAT number, reading: the
 * spec names no format, and they differ per country) and an ISO 3166 alpha-2 country code (optional).
 */
import type { CompanyLegalEntity } from '@travel/contract';
import { z } from 'zod';
import { createLegalEntity, deleteLegalEntity, fetchLegalEntities, updateLegalEntity, type LegalEntityInput } from './company-settings-api.ts';
import { entitiesMessages as m } from './company-settings-messages.ts';
import { COUNTRY_HINT, CompanyRowsPage, countryCell, countryCodeSchema, requiredText, rowsLoader, type CompanyRowsConfig } from './company-rows.tsx';

/** The page's declaration. */
const config: CompanyRowsConfig<CompanyLegalEntity, LegalEntityInput> = {
  pageId: 'companyEntities',
  text: { add: m.add, addTitle: m.addTitle, empty: m.empty, tableLabel: m.tableLabel, removeBody: m.removeBody },
  columns: [
    { label: m.colName, value: (e) => e.name },
    { label: m.colRegistration, value: (e) => e.registrationNumber },
    { label: m.colCountry, value: (e, intl) => countryCell(e.countryCode, intl) },
  ],
  fields: [
    { name: 'name', label: m.nameLabel, maxLength: 200, isRequired: true, autoComplete: 'organization' },
    { name: 'registrationNumber', label: m.registrationLabel, description: m.registrationHint, maxLength: 100 },
    { name: 'countryCode', label: m.countryLabel, description: COUNTRY_HINT, maxLength: 2, autoComplete: 'country' },
  ],
  emptyValues: { name: '', registrationNumber: '', countryCode: '' },
  valuesOf: (e) => ({ name: e.name, registrationNumber: e.registrationNumber, countryCode: e.countryCode }),
  schema: (intl) => z.object({
    name: requiredText(intl.formatMessage(m.nameRequired)),
    registrationNumber: z.string().trim(),
    countryCode: countryCodeSchema(intl),
  }),
  rowKey: (e) => e.id,
  rowName: (e) => e.name,
  nameOf: (body) => body.name,
  create: createLegalEntity,
  update: (e, body) => updateLegalEntity(e.id, body),
  remove: (e) => deleteLegalEntity(e.id),
};

/** Route loader: the company's legal entities (never throws; see ./company-rows.tsx). */
export const loader = rowsLoader(fetchLegalEntities, 'business legal entities');

/** The legal entities page (react-router lazy route module export). */
export function CompanyEntitiesPage() {
  return <CompanyRowsPage config={config} />;
}

/** The route module's page. */
export const Component = CompanyEntitiesPage;
