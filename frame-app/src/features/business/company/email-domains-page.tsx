/**
 * The admin hub's email domains page `/business/company/email-domains` (issue #24 "Pages built for real: … email
 * domains"; core-and-business §6 admin hub page `companyEmailDomains`, COMPANY_SETTINGS_MANAGEMENT;
 * account-business-header-and-trips §2 "Company information: … email domains"). A react-router route module
 * (`loader` + `Component`) on the shared list page (./company-rows.tsx).
 *
 * Lists the company's domains (GET {base}/emailDomains, sorted by the server); "Add domain" takes one domain name,
 * checked in the form by the contract's EmailDomainSchema (lowercased, no `@`, no scheme) and against the domains
 * shown (reading: the server accepts a domain the company already has silently, so the form says so instead); a
 * domain another company owns is the server's 400 field `domain`, shown under the field. "Delete" asks first. A domain
 * has nothing to edit: delete it and add the right one (reading: a renamed domain is another domain).
 */
import { EmailDomainSchema } from '@travel/contract';
import { z } from 'zod';
import { addEmailDomain, fetchEmailDomains, removeEmailDomain } from './company-settings-api.ts';
import { emailDomainsMessages as m } from './company-settings-messages.ts';
import { CompanyRowsPage, rowsLoader, type CompanyRowsConfig } from './company-rows.tsx';

/** Longest domain name (RFC 1035 and the contract's schema), characters. */
const DOMAIN_MAX_CHARS = 253;

/** The page's declaration: rows are domain names. */
const config: CompanyRowsConfig<string, { domain: string }> = {
  pageId: 'companyEmailDomains',
  text: { add: m.add, addTitle: m.addTitle, addIntro: m.addIntro, empty: m.empty, tableLabel: m.tableLabel, removeBody: m.removeBody },
  columns: [{ label: m.colDomain, value: (domain) => domain }],
  fields: [{ name: 'domain', label: m.domainLabel, description: m.domainHint, maxLength: DOMAIN_MAX_CHARS, isRequired: true, serverError: m.domainTaken }],
  emptyValues: { domain: '' },
  schema: (intl, rows) => z.object({ domain: z.string() }).superRefine((v, ctx) => {
    const parsed = EmailDomainSchema.safeParse(v.domain);
    if (!parsed.success) ctx.addIssue({ code: 'custom', path: ['domain'], message: intl.formatMessage(m.domainInvalid) });
    else if (rows.includes(parsed.data)) ctx.addIssue({ code: 'custom', path: ['domain'], message: intl.formatMessage(m.domainDuplicate) });
  }).transform((v) => ({ domain: EmailDomainSchema.parse(v.domain) })),
  rowKey: (domain) => domain,
  rowName: (domain) => domain,
  nameOf: (body) => body.domain,
  create: (body) => addEmailDomain(body.domain),
  remove: (domain) => removeEmailDomain(domain),
};

/** Route loader: the company's email domains (never throws; see ./company-rows.tsx). */
export const loader = rowsLoader(fetchEmailDomains, 'business email domains');

/** The email domains page (react-router lazy route module export). */
export function CompanyEmailDomainsPage() {
  return <CompanyRowsPage config={config} />;
}

/** The route module's page. */
export const Component = CompanyEmailDomainsPage;
