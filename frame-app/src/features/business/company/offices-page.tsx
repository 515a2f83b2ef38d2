/**
 * The admin hub's offices page `/business/company/offices` (issue #24 "Pages built for real: … offices";
 * core-and-business §6 admin hub page `companyOffices`, COMPANY_SETTINGS_MANAGEMENT; account-business-header-and-trips
 * §2 "Company information: … offices"). A react-router route module (`loader` + `Component`) on the shared list page
 * (./company-rows.tsx).
 *
 * Lists the company's offices (GET {base}/offices, oldest first) with name, street address, city and country; adds,
 * edits (PUT replaces every field) and deletes them (asked first). Fields per the contract's AdminOfficeInputSchema:
 * a name (required, 200 characters), address (500), city (200) and an ISO 3166 alpha-2 country code (optional; typed
 * as a code, shown as the country's name in the page's language). The form sends the values as the contract's schema
 * normalises them (trimmed, the code uppercased), so the list shows what the server keeps. Reading: office names need not be unique (two
 * "Sales" offices in two cities are normal), as the server accepts.
 */
import type { CompanyOffice } from '@travel/contract';
import { z } from 'zod';
import { createOffice, deleteOffice, fetchOffices, updateOffice, type OfficeInput } from './company-settings-api.ts';
import { officesMessages as m } from './company-settings-messages.ts';
import { COUNTRY_HINT, CompanyRowsPage, countryCell, countryCodeSchema, requiredText, rowsLoader, type CompanyRowsConfig } from './company-rows.tsx';

/** The page's declaration. */
const config: CompanyRowsConfig<CompanyOffice, OfficeInput> = {
  pageId: 'companyOffices',
  text: { add: m.add, addTitle: m.addTitle, empty: m.empty, tableLabel: m.tableLabel, removeBody: m.removeBody },
  columns: [
    { label: m.colName, value: (o) => o.name },
    { label: m.colAddress, value: (o) => o.address },
    { label: m.colCity, value: (o) => o.city },
    { label: m.colCountry, value: (o, intl) => countryCell(o.countryCode, intl) },
  ],
  fields: [
    { name: 'name', label: m.nameLabel, maxLength: 200, isRequired: true },
    { name: 'address', label: m.addressLabel, maxLength: 500, autoComplete: 'street-address' },
    { name: 'city', label: m.cityLabel, maxLength: 200, autoComplete: 'address-level2' },
    { name: 'countryCode', label: m.countryLabel, description: COUNTRY_HINT, maxLength: 2, autoComplete: 'country' },
  ],
  emptyValues: { name: '', address: '', city: '', countryCode: '' },
  valuesOf: (o) => ({ name: o.name, address: o.address, city: o.city, countryCode: o.countryCode }),
  schema: (intl) => z.object({
    name: requiredText(intl.formatMessage(m.nameRequired)),
    address: z.string().trim(),
    city: z.string().trim(),
    countryCode: countryCodeSchema(intl),
  }),
  rowKey: (o) => o.id,
  rowName: (o) => o.name,
  nameOf: (body) => body.name,
  create: createOffice,
  update: (o, body) => updateOffice(o.id, body),
  remove: (o) => deleteOffice(o.id),
};

/** Route loader: the company's offices (never throws; see ./company-rows.tsx). */
export const loader = rowsLoader(fetchOffices, 'business offices');

/** The offices page (react-router lazy route module export). */
export function CompanyOfficesPage() {
  return <CompanyRowsPage config={config} />;
}

/** The route module's page. */
export const Component = CompanyOfficesPage;
