/**
 * Text of the admin hub's company settings lists: email domains, offices, entities and "Programs" (corporate
 * memberships) (issue #24 "Admin hub"; core-and-business §6 admin hub pages; account-business-header-and-trips §2
 * admin page identifiers). react-intl descriptors: `defaultMessage` is the English source (extracted into en.json by
 * `npm run i18n:extract`), translations live in `app/i18n/catalogs/<lc>/business-company-settings.json`. The pages'
 * titles and introductions are the hub's (../page-messages.ts), so the navigation and the page agree.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

/** What every company settings list says the same way ({name}: the row's name, e.g. an office's name). */
const rowsDescriptors = defineMessages({
  loading: { id: 'business.companyRows.loading', defaultMessage: 'Loading…' },
  loadFailed: { id: 'business.companyRows.loadFailed', defaultMessage: 'We could not load this list. Try again.' },
  tryAgain: { id: 'business.companyRows.tryAgain', defaultMessage: 'Try again' },
  colActions: { id: 'business.companyRows.colActions', defaultMessage: 'Actions' },
  edit: { id: 'business.companyRows.edit', defaultMessage: 'Edit {name}' },
  editShort: { id: 'business.companyRows.editShort', defaultMessage: 'Edit' },
  editTitle: { id: 'business.companyRows.editTitle', defaultMessage: 'Edit {name}' },
  remove: { id: 'business.companyRows.remove', defaultMessage: 'Delete {name}' },
  removeShort: { id: 'business.companyRows.removeShort', defaultMessage: 'Delete' },
  removeTitle: { id: 'business.companyRows.removeTitle', defaultMessage: 'Delete {name}?' },
  removeConfirm: { id: 'business.companyRows.removeConfirm', defaultMessage: 'Yes, delete' },
  cancel: { id: 'business.companyRows.cancel', defaultMessage: 'Cancel' },
  save: { id: 'business.companyRows.save', defaultMessage: 'Save' },
  working: { id: 'business.companyRows.working', defaultMessage: 'Saving…' },
  added: { id: 'business.companyRows.added', defaultMessage: '{name} was added.' },
  saved: { id: 'business.companyRows.saved', defaultMessage: 'Changes to {name} were saved.' },
  removed: { id: 'business.companyRows.removed', defaultMessage: '{name} was deleted.' },
  actionFailed: { id: 'business.companyRows.actionFailed', defaultMessage: 'That did not work. Try again.' },
  notFound: { id: 'business.companyRows.notFound', defaultMessage: 'Someone else changed or deleted this meanwhile. The list now shows what is saved.' },
  none: { id: 'business.companyRows.none', defaultMessage: '—' },
  countryInvalid: { id: 'business.companyRows.countryInvalid', defaultMessage: 'Enter the country’s two-letter code, like DE or US, or leave it empty.' },
  countryHint: { id: 'business.companyRows.countryHint', defaultMessage: 'Two-letter code, like DE or US. Optional.' },
  country: { id: 'business.companyRows.country', defaultMessage: '{name} ({code})' },
});

const emailDomainsDescriptors = defineMessages({
  add: { id: 'business.emailDomains.add', defaultMessage: 'Add domain' },
  addTitle: { id: 'business.emailDomains.addTitle', defaultMessage: 'Add an email domain' },
  addIntro: {
    id: 'business.emailDomains.addIntro',
    defaultMessage: 'Only add a domain your company owns: people who sign up with an address at it can join your company.',
  },
  tableLabel: { id: 'business.emailDomains.tableLabel', defaultMessage: 'Email domains of your company' },
  colDomain: { id: 'business.emailDomains.colDomain', defaultMessage: 'Domain' },
  empty: { id: 'business.emailDomains.empty', defaultMessage: 'Your company has no email domains yet. Add the one in your work email addresses.' },
  domainLabel: { id: 'business.emailDomains.domainLabel', defaultMessage: 'Domain' },
  domainHint: { id: 'business.emailDomains.domainHint', defaultMessage: 'The part after @ in your work email, like acme.com.' },
  domainInvalid: { id: 'business.emailDomains.domainInvalid', defaultMessage: 'Enter a domain name like acme.com, without @ or https://.' },
  domainDuplicate: { id: 'business.emailDomains.domainDuplicate', defaultMessage: 'Your company already has this domain.' },
  domainTaken: { id: 'business.emailDomains.domainTaken', defaultMessage: 'Another company uses this domain. Contact support if it belongs to you.' },
  removeBody: {
    id: 'business.emailDomains.removeBody',
    defaultMessage: 'People who sign up with an address at {name} will no longer join your company by it. Current users keep their access.',
  },
});

const officesDescriptors = defineMessages({
  add: { id: 'business.offices.add', defaultMessage: 'Add office' },
  addTitle: { id: 'business.offices.addTitle', defaultMessage: 'Add an office' },
  tableLabel: { id: 'business.offices.tableLabel', defaultMessage: 'Offices of your company' },
  empty: { id: 'business.offices.empty', defaultMessage: 'Your company has no offices yet. Add the first one.' },
  colName: { id: 'business.offices.colName', defaultMessage: 'Office' },
  colAddress: { id: 'business.offices.colAddress', defaultMessage: 'Address' },
  colCity: { id: 'business.offices.colCity', defaultMessage: 'City' },
  colCountry: { id: 'business.offices.colCountry', defaultMessage: 'Country' },
  nameLabel: { id: 'business.offices.nameLabel', defaultMessage: 'Office name' },
  nameRequired: { id: 'business.offices.nameRequired', defaultMessage: 'Enter a name for the office, like Berlin HQ.' },
  addressLabel: { id: 'business.offices.addressLabel', defaultMessage: 'Street address' },
  cityLabel: { id: 'business.offices.cityLabel', defaultMessage: 'City' },
  countryLabel: { id: 'business.offices.countryLabel', defaultMessage: 'Country code' },
  removeBody: { id: 'business.offices.removeBody', defaultMessage: 'The office is removed from your company’s settings.' },
});

const entitiesDescriptors = defineMessages({
  add: { id: 'business.entities.add', defaultMessage: 'Add entity' },
  addTitle: { id: 'business.entities.addTitle', defaultMessage: 'Add a legal entity' },
  tableLabel: { id: 'business.entities.tableLabel', defaultMessage: 'Legal entities of your company' },
  empty: { id: 'business.entities.empty', defaultMessage: 'Your company has no legal entities yet. Add the first one.' },
  colName: { id: 'business.entities.colName', defaultMessage: 'Legal entity' },
  colRegistration: { id: 'business.entities.colRegistration', defaultMessage: 'Registration number' },
  colCountry: { id: 'business.entities.colCountry', defaultMessage: 'Country' },
  nameLabel: { id: 'business.entities.nameLabel', defaultMessage: 'Legal name' },
  nameRequired: { id: 'business.entities.nameRequired', defaultMessage: 'Enter the entity’s legal name, like Acme GmbH.' },
  registrationLabel: { id: 'business.entities.registrationLabel', defaultMessage: 'Registration number' },
  registrationHint: { id: 'business.entities.registrationHint', defaultMessage: 'Company or VAT registration number. Optional.' },
  countryLabel: { id: 'business.entities.countryLabel', defaultMessage: 'Country code' },
  removeBody: { id: 'business.entities.removeBody', defaultMessage: 'The legal entity is removed from your company’s settings.' },
});

const programsDescriptors = defineMessages({
  add: { id: 'business.programs.add', defaultMessage: 'Add program' },
  addTitle: { id: 'business.programs.addTitle', defaultMessage: 'Add a program' },
  tableLabel: { id: 'business.programs.tableLabel', defaultMessage: 'Corporate programs of your company' },
  empty: { id: 'business.programs.empty', defaultMessage: 'Your company has no corporate programs yet. Add a loyalty program or negotiated rate.' },
  colProgram: { id: 'business.programs.colProgram', defaultMessage: 'Program' },
  colVendor: { id: 'business.programs.colVendor', defaultMessage: 'Vendor code' },
  colNumber: { id: 'business.programs.colNumber', defaultMessage: 'Membership number' },
  programLabel: { id: 'business.programs.programLabel', defaultMessage: 'Program name' },
  programRequired: { id: 'business.programs.programRequired', defaultMessage: 'Enter the program’s name, like Lufthansa Corporate.' },
  vendorLabel: { id: 'business.programs.vendorLabel', defaultMessage: 'Vendor code' },
  vendorHint: { id: 'business.programs.vendorHint', defaultMessage: 'The airline, hotel chain or rental company code, like LH. Optional.' },
  vendorInvalid: { id: 'business.programs.vendorInvalid', defaultMessage: 'Use letters and digits only, like LH.' },
  numberLabel: { id: 'business.programs.numberLabel', defaultMessage: 'Membership number' },
  numberRequired: { id: 'business.programs.numberRequired', defaultMessage: 'Enter your company’s membership or account number.' },
  removeBody: { id: 'business.programs.removeBody', defaultMessage: 'The program and its membership number are removed from your company’s settings.' },
});

export const companyRowsMessages: PlainMessages<typeof rowsDescriptors> = rowsDescriptors;
export const emailDomainsMessages: PlainMessages<typeof emailDomainsDescriptors> = emailDomainsDescriptors;
export const officesMessages: PlainMessages<typeof officesDescriptors> = officesDescriptors;
export const entitiesMessages: PlainMessages<typeof entitiesDescriptors> = entitiesDescriptors;
export const programsMessages: PlainMessages<typeof programsDescriptors> = programsDescriptors;
