/**
 * The admin hub's "Programs" page `/business/company/corporate-membership/add` (issue #24 "Pages built for real: …
 * corporate memberships ("Programs")"; core-and-business §6 admin hub page `companyCorporateMemberships`:
 * COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT or COMPANY_SETTINGS_MANAGEMENT; account-business-header-and-trips §2
 * "Company information: … corporate memberships"). A react-router route module (`loader` + `Component`) on the shared
 * list page (./company-rows.tsx).
 *
 * Lists the company's corporate memberships: loyalty programs and negotiated corporate rates (GET {base}/memberships,
 * oldest first) with program, vendor code and membership number; adds, edits and deletes them (asked first). Fields
 * per the contract's AdminMembershipInputSchema: the program's name (required, 200 characters), the vendor's code
 * (optional, 20, letters and digits, uppercased: an airline's IATA code, a hotel chain's or car rental company's code)
 * and the membership number (required, 100). Reading: the spec's path ends in `/add`, yet the page is the list: adding
 * is one button on it, as the hub links to it for both.
 */
import type { CompanyMembership } from '@travel/contract';
import { z } from 'zod';
import { createMembership, deleteMembership, fetchMemberships, updateMembership, type MembershipInput } from './company-settings-api.ts';
import { programsMessages as m } from './company-settings-messages.ts';
import { CompanyRowsPage, requiredText, rowsLoader, type CompanyRowsConfig } from './company-rows.tsx';

/** Longest vendor code the contract accepts, characters. */
const VENDOR_CODE_MAX_CHARS = 20;

/** The page's declaration. */
const config: CompanyRowsConfig<CompanyMembership, MembershipInput> = {
  pageId: 'companyCorporateMemberships',
  text: { add: m.add, addTitle: m.addTitle, empty: m.empty, tableLabel: m.tableLabel, removeBody: m.removeBody },
  columns: [
    { label: m.colProgram, value: (p) => p.program },
    { label: m.colVendor, value: (p) => p.vendorCode },
    { label: m.colNumber, value: (p) => p.membershipNumber },
  ],
  fields: [
    { name: 'program', label: m.programLabel, maxLength: 200, isRequired: true },
    { name: 'vendorCode', label: m.vendorLabel, description: m.vendorHint, maxLength: VENDOR_CODE_MAX_CHARS },
    { name: 'membershipNumber', label: m.numberLabel, maxLength: 100, isRequired: true },
  ],
  emptyValues: { program: '', vendorCode: '', membershipNumber: '' },
  valuesOf: (p) => ({ program: p.program, vendorCode: p.vendorCode, membershipNumber: p.membershipNumber }),
  schema: (intl) => z.object({
    program: requiredText(intl.formatMessage(m.programRequired)),
    vendorCode: z.string().trim().regex(/^[A-Za-z0-9]*$/, { message: intl.formatMessage(m.vendorInvalid) }).transform((v) => v.toUpperCase()),
    membershipNumber: requiredText(intl.formatMessage(m.numberRequired)),
  }),
  rowKey: (p) => p.id,
  rowName: (p) => p.program,
  nameOf: (body) => body.program,
  create: createMembership,
  update: (p, body) => updateMembership(p.id, body),
  remove: (p) => deleteMembership(p.id),
};

/** Route loader: the company's corporate memberships (never throws; see ./company-rows.tsx). */
export const loader = rowsLoader(fetchMemberships, 'business corporate memberships');

/** The "Programs" page (react-router lazy route module export). */
export function CompanyProgramsPage() {
  return <CompanyRowsPage config={config} />;
}

/** The route module's page. */
export const Component = CompanyProgramsPage;
