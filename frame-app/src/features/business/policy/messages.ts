/**
 * The travel policy pages' and the policy summary's messages (issue #25; react-intl descriptors; translations in
 * app/i18n/catalogs/<locale>/policy.json).
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../../ui/plain-messages.ts';

/** Page chrome: titles, scope picker, version line, states, save. */
const policyPageMessagesDescriptors = defineMessages({
  title: { id: 'business.policy.title', defaultMessage: '{vertical} rules: {subpage}' },
  introSettings: { id: 'business.policy.intro.settings', defaultMessage: 'Every rule of this policy at a glance: switch rules on or off and choose what happens when an offer breaks one.' },
  introRestrictions: { id: 'business.policy.intro.restrictions', defaultMessage: 'Limits every booking must keep: price caps, classes and how early travelers book.' },
  introPreferences: { id: 'business.policy.intro.preferences', defaultMessage: 'Suppliers your company prefers. Travelers see them marked; choose an action to make other suppliers out of policy.' },
  introAdvancedRules: { id: 'business.policy.intro.advancedRules', defaultMessage: 'Rules that depend on the search or the trip: prices relative to the search, cabins by flight duration, caps per city.' },
  precedence: { id: 'business.policy.precedence', defaultMessage: 'A group’s rule replaces the company default’s rule of the same kind; rules the group does not set come from the default. When an offer breaks several rules, the strictest action applies.' },
  scopeLabel: { id: 'business.policy.scope', defaultMessage: 'Policy for' },
  scopeDefault: { id: 'business.policy.scope.default', defaultMessage: 'Company default (everyone)' },
  groupsUnavailable: { id: 'business.policy.groupsUnavailable', defaultMessage: 'Groups could not be loaded: only the company default can be edited now.' },
  versionLine: { id: 'business.policy.version', defaultMessage: 'Version {version}, saved {date} by {name}' },
  versionLineNoName: { id: 'business.policy.versionNoName', defaultMessage: 'Version {version}, saved {date}' },
  neverSaved: { id: 'business.policy.neverSaved', defaultMessage: 'No policy saved yet for this scope: nothing is restricted by it.' },
  historyTitle: { id: 'business.policy.history', defaultMessage: 'Earlier versions' },
  loading: { id: 'business.policy.loading', defaultMessage: 'Loading the policy…' },
  loadFailed: { id: 'business.policy.loadFailed', defaultMessage: 'We could not load this policy. Try again.' },
  tryAgain: { id: 'business.policy.tryAgain', defaultMessage: 'Try again' },
  save: { id: 'business.policy.save', defaultMessage: 'Save policy' },
  saving: { id: 'business.policy.saving', defaultMessage: 'Saving…' },
  saved: { id: 'business.policy.saved', defaultMessage: 'Saved as version {version}.' },
  saveFailed: { id: 'business.policy.saveFailed', defaultMessage: 'The policy was not saved. Check it and try again.' },
  fixFields: { id: 'business.policy.fixFields', defaultMessage: 'Some values need fixing before the policy can be saved.' },
  currency: { id: 'business.policy.currency', defaultMessage: 'Currency of the limits' },
  noRulesHere: { id: 'business.policy.noRulesHere', defaultMessage: '{vertical} policies have no rules on this page. The other pages of this policy hold them.' },
  setUpOn: { id: 'business.policy.setUpOn', defaultMessage: 'Set up on {page}' },
  defaultApplies: { id: 'business.policy.defaultApplies', defaultMessage: 'Not set for this group: the company default applies ({state}).' },
  defaultOn: { id: 'business.policy.defaultOn', defaultMessage: 'on' },
  defaultOff: { id: 'business.policy.defaultOff', defaultMessage: 'off' },
  less: { id: 'business.policy.less', defaultMessage: 'Less' },
  more: { id: 'business.policy.more', defaultMessage: 'More' },
  remove: { id: 'business.policy.remove', defaultMessage: 'Remove' },
});

/** Vertical and subpage names (titles, links). */
const policyNameMessagesDescriptors = defineMessages({
  flight: { id: 'business.policy.vertical.flight', defaultMessage: 'Flight' },
  hotel: { id: 'business.policy.vertical.hotel', defaultMessage: 'Hotel' },
  train: { id: 'business.policy.vertical.train', defaultMessage: 'Train' },
  car: { id: 'business.policy.vertical.car', defaultMessage: 'Car' },
  settings: { id: 'business.policy.subpage.settings', defaultMessage: 'Policies' },
  restrictions: { id: 'business.policy.subpage.restrictions', defaultMessage: 'Restrictions' },
  preferences: { id: 'business.policy.subpage.preferences', defaultMessage: 'Preferences' },
  'advanced-rules': { id: 'business.policy.subpage.advancedRules', defaultMessage: 'Advanced rules' },
});

/** Actions (contract POLICY_ACTIONS). */
const policyActionMessagesDescriptors = defineMessages({
  allow: { id: 'business.policy.action.allow', defaultMessage: 'Allow (just show it)' },
  warn: { id: 'business.policy.action.warn', defaultMessage: 'Warn and ask for a reason' },
  requireApproval: { id: 'business.policy.action.requireApproval', defaultMessage: 'Require approval' },
  block: { id: 'business.policy.action.block', defaultMessage: 'Block the booking' },
  label: { id: 'business.policy.action.label', defaultMessage: 'Action: {rule}' },
  apply: { id: 'business.policy.rule.apply', defaultMessage: 'Apply: {rule}' },
  applyGroup: { id: 'business.policy.rule.applyGroup', defaultMessage: 'Set for this group: {rule}' },
});

/** Rule names and their value fields. */
const policyRuleMessagesDescriptors = defineMessages({
  maxPrice: { id: 'business.policy.rule.maxPrice', defaultMessage: 'Price cap per traveler' },
  maxPriceRelative: { id: 'business.policy.rule.maxPriceRelative', defaultMessage: 'Price relative to the search' },
  maxPriceIsRelative: { id: 'business.policy.rule.maxPriceIsRelative', defaultMessage: 'The price limit is relative to the search. Switching the cap on here replaces it with a fixed amount.' },
  maxPriceIsFixed: { id: 'business.policy.rule.maxPriceIsFixed', defaultMessage: 'The price limit is a fixed cap. Switching this on replaces it with a limit relative to the search.' },
  fixedAmount: { id: 'business.policy.field.fixedAmount', defaultMessage: 'Highest price per traveler' },
  basis: { id: 'business.policy.field.basis', defaultMessage: 'Compared with' },
  basisCheapest: { id: 'business.policy.field.basisCheapest', defaultMessage: 'The cheapest fare of the search' },
  basisMedian: { id: 'business.policy.field.basisMedian', defaultMessage: 'The median fare of the search' },
  plusUnit: { id: 'business.policy.field.plusUnit', defaultMessage: 'Allowed above it' },
  plusPercent: { id: 'business.policy.field.plusPercent', defaultMessage: 'A percentage' },
  plusAmount: { id: 'business.policy.field.plusAmount', defaultMessage: 'An amount' },
  percent: { id: 'business.policy.field.percent', defaultMessage: 'Percent above' },
  amountAbove: { id: 'business.policy.field.amountAbove', defaultMessage: 'Amount above' },
  cabinByDuration: { id: 'business.policy.rule.cabinByDuration', defaultMessage: 'Highest cabin' },
  maxCabin: { id: 'business.policy.field.maxCabin', defaultMessage: 'Highest cabin on any flight' },
  cabinExceptions: { id: 'business.policy.rule.cabinExceptions', defaultMessage: 'Cabin by flight duration' },
  cabinExceptionsNeedRule: { id: 'business.policy.rule.cabinExceptionsNeedRule', defaultMessage: 'Switch on “Highest cabin” on the restrictions page first; exceptions raise that cabin on long flights.' },
  exceptionHours: { id: 'business.policy.field.exceptionHours', defaultMessage: 'Flights longer than (hours), exception {number}' },
  exceptionCabin: { id: 'business.policy.field.exceptionCabin', defaultMessage: 'Allowed cabin, exception {number}' },
  addException: { id: 'business.policy.field.addException', defaultMessage: 'Add a duration exception' },
  removeException: { id: 'business.policy.field.removeException', defaultMessage: 'Remove exception {number}' },
  advancePurchaseDays: { id: 'business.policy.rule.advancePurchaseDays', defaultMessage: 'Advance purchase' },
  minDays: { id: 'business.policy.field.minDays', defaultMessage: 'Book at least this many days ahead' },
  maxStops: { id: 'business.policy.rule.maxStops', defaultMessage: 'Stops' },
  maxStopsField: { id: 'business.policy.field.maxStops', defaultMessage: 'Most stops in each direction' },
  preferredAirlines: { id: 'business.policy.rule.preferredAirlines', defaultMessage: 'Preferred airlines' },
  blockedAirlines: { id: 'business.policy.rule.blockedAirlines', defaultMessage: 'Blocked airlines' },
  airlineCodes: { id: 'business.policy.field.airlineCodes', defaultMessage: 'Airline codes, separated by commas (e.g. BA, LH)' },
  nightlyCap: { id: 'business.policy.rule.nightlyCap', defaultMessage: 'Nightly cap' },
  hasDefault: { id: 'business.policy.field.hasDefault', defaultMessage: 'Cap every city without its own cap' },
  defaultCap: { id: 'business.policy.field.defaultCap', defaultMessage: 'Default cap per room and night' },
  placeCaps: { id: 'business.policy.rule.placeCaps', defaultMessage: 'Caps per city and country' },
  placeCapsNeedRule: { id: 'business.policy.rule.placeCapsNeedRule', defaultMessage: 'Switch on “Nightly cap” on the restrictions page first; caps per city or country replace its default where they apply.' },
  cityName: { id: 'business.policy.field.cityName', defaultMessage: 'City {number}' },
  cityIata: { id: 'business.policy.field.cityIata', defaultMessage: 'City {number} IATA code (optional)' },
  cityCap: { id: 'business.policy.field.cityCap', defaultMessage: 'City {number} cap per night' },
  addCity: { id: 'business.policy.field.addCity', defaultMessage: 'Add a city' },
  removeCity: { id: 'business.policy.field.removeCity', defaultMessage: 'Remove city {number}' },
  countryCode: { id: 'business.policy.field.countryCode', defaultMessage: 'Country {number} (two-letter code)' },
  countryCap: { id: 'business.policy.field.countryCap', defaultMessage: 'Country {number} cap per night' },
  addCountry: { id: 'business.policy.field.addCountry', defaultMessage: 'Add a country' },
  removeCountry: { id: 'business.policy.field.removeCountry', defaultMessage: 'Remove country {number}' },
  maxStars: { id: 'business.policy.rule.maxStars', defaultMessage: 'Hotel stars' },
  maxStarsField: { id: 'business.policy.field.maxStars', defaultMessage: 'Most stars' },
  preferredChains: { id: 'business.policy.rule.preferredChains', defaultMessage: 'Preferred hotel chains' },
  chainNames: { id: 'business.policy.field.chainNames', defaultMessage: 'Chains, separated by commas' },
  nonRefundable: { id: 'business.policy.rule.nonRefundable', defaultMessage: 'Non-refundable rates' },
  nonRefundableHelp: { id: 'business.policy.rule.nonRefundableHelp', defaultMessage: 'The action applies to every rate that cannot be refunded.' },
  dailyCap: { id: 'business.policy.rule.dailyCap', defaultMessage: 'Daily cap' },
  capPerDay: { id: 'business.policy.field.capPerDay', defaultMessage: 'Highest price per rental day' },
  allowedCarClasses: { id: 'business.policy.rule.allowedCarClasses', defaultMessage: 'Car classes' },
  preferredVendors: { id: 'business.policy.rule.preferredVendors', defaultMessage: 'Preferred rental companies' },
  vendorNames: { id: 'business.policy.field.vendorNames', defaultMessage: 'Rental company codes, separated by commas' },
  trainCap: { id: 'business.policy.rule.trainCap', defaultMessage: 'Train price cap' },
  capPerTraveler: { id: 'business.policy.field.capPerTraveler', defaultMessage: 'Highest price per traveler' },
  allowedTrainClasses: { id: 'business.policy.rule.allowedTrainClasses', defaultMessage: 'Train classes' },
  allowedClasses: { id: 'business.policy.field.allowedClasses', defaultMessage: 'Allowed classes' },
});

/** Value names: cabins, car and train classes. */
const policyValueMessagesDescriptors = defineMessages({
  economy: { id: 'business.policy.cabin.economy', defaultMessage: 'Economy' },
  premium: { id: 'business.policy.cabin.premium', defaultMessage: 'Premium economy' },
  business: { id: 'business.policy.cabin.business', defaultMessage: 'Business' },
  first: { id: 'business.policy.cabin.first', defaultMessage: 'First' },
  mini: { id: 'business.policy.car.mini', defaultMessage: 'Mini' },
  compact: { id: 'business.policy.car.compact', defaultMessage: 'Compact' },
  intermediate: { id: 'business.policy.car.intermediate', defaultMessage: 'Intermediate' },
  fullsize: { id: 'business.policy.car.fullsize', defaultMessage: 'Full-size' },
  suv: { id: 'business.policy.car.suv', defaultMessage: 'SUV' },
  van: { id: 'business.policy.car.van', defaultMessage: 'Van' },
  carEconomy: { id: 'business.policy.car.economy', defaultMessage: 'Economy car' },
  standard: { id: 'business.policy.train.standard', defaultMessage: 'Standard class' },
  trainFirst: { id: 'business.policy.train.first', defaultMessage: 'First class' },
});

/** Sentences under a field with a problem (drafts.ts DraftIssueKind). */
const policyIssueMessagesDescriptors = defineMessages({
  amount: { id: 'business.policy.issue.amount', defaultMessage: 'Enter an amount above zero.' },
  percent: { id: 'business.policy.issue.percent', defaultMessage: 'Enter a percentage from 0 to 1000.' },
  count: { id: 'business.policy.issue.count', defaultMessage: 'Enter a whole number in the allowed range.' },
  hours: { id: 'business.policy.issue.hours', defaultMessage: 'Enter hours from 1 to 24, each duration once.' },
  airlineCodes: { id: 'business.policy.issue.airlineCodes', defaultMessage: 'Enter two-character airline codes, each once (up to 30).' },
  names: { id: 'business.policy.issue.names', defaultMessage: 'Enter names of up to 60 characters, each once (up to 30).' },
  city: { id: 'business.policy.issue.city', defaultMessage: 'Enter the city’s name.' },
  iata: { id: 'business.policy.issue.iata', defaultMessage: 'Enter a three-letter code such as LON, or leave it empty.' },
  country: { id: 'business.policy.issue.country', defaultMessage: 'Enter a two-letter country code such as GB.' },
  classes: { id: 'business.policy.issue.classes', defaultMessage: 'Choose at least one class.' },
  duplicate: { id: 'business.policy.issue.duplicate', defaultMessage: 'Each duration may appear once.' },
  invalid: { id: 'business.policy.issue.invalid', defaultMessage: 'Check this value.' },
});

/** The front door's policy summary (RP_POLICY_SUMMARY). */
const policySummaryMessagesDescriptors = defineMessages({
  label: { id: 'business.policySummary.label', defaultMessage: 'Your travel policy' },
  sentence: { id: 'business.policySummary.sentence', defaultMessage: 'Your {vertical} policy: {facts}.' },
  flight: { id: 'business.policySummary.vertical.flight', defaultMessage: 'flight' },
  hotel: { id: 'business.policySummary.vertical.hotel', defaultMessage: 'hotel' },
  car: { id: 'business.policySummary.vertical.car', defaultMessage: 'car' },
  train: { id: 'business.policySummary.vertical.train', defaultMessage: 'train' },
  priceFixed: { id: 'business.policySummary.priceFixed', defaultMessage: 'up to {amount} per traveler' },
  pricePercent: { id: 'business.policySummary.pricePercent', defaultMessage: 'up to {percent} % above the {basis, select, median {median} other {cheapest}} fare' },
  priceAmount: { id: 'business.policySummary.priceAmount', defaultMessage: 'up to {amount} above the {basis, select, median {median} other {cheapest}} fare' },
  cabin: { id: 'business.policySummary.cabin', defaultMessage: '{cabin} at most' },
  cabinException: { id: 'business.policySummary.cabinException', defaultMessage: '{cabin} on flights over {hours} h' },
  cabinEconomy: { id: 'business.policySummary.cabinEconomy', defaultMessage: 'economy' },
  cabinPremium: { id: 'business.policySummary.cabinPremium', defaultMessage: 'premium economy' },
  cabinBusiness: { id: 'business.policySummary.cabinBusiness', defaultMessage: 'business class' },
  cabinFirst: { id: 'business.policySummary.cabinFirst', defaultMessage: 'first class' },
  blockedAirlines: { id: 'business.policySummary.blockedAirlines', defaultMessage: 'not with {airlines}' },
  advanceDays: { id: 'business.policySummary.advanceDays', defaultMessage: 'book at least {days, plural, one {# day} other {# days}} ahead' },
  maxStops: { id: 'business.policySummary.maxStops', defaultMessage: '{stops, plural, =0 {nonstop flights} one {at most # stop} other {at most # stops}}' },
  preferredAirlines: { id: 'business.policySummary.preferredAirlines', defaultMessage: 'preferred airlines {names}' },
  nightlyCap: { id: 'business.policySummary.nightlyCap', defaultMessage: 'up to {amount} a night' },
  nightlyCapPlace: { id: 'business.policySummary.nightlyCapPlace', defaultMessage: 'up to {amount} a night in {place}' },
  maxStars: { id: 'business.policySummary.maxStars', defaultMessage: 'up to {stars, plural, one {# star} other {# stars}}' },
  nonRefundable: { id: 'business.policySummary.nonRefundable', defaultMessage: 'no non-refundable rates' },
  preferredChains: { id: 'business.policySummary.preferredChains', defaultMessage: 'preferred chains {names}' },
  dailyCap: { id: 'business.policySummary.dailyCap', defaultMessage: 'up to {amount} a day' },
  carClasses: { id: 'business.policySummary.carClasses', defaultMessage: 'classes {names}' },
  preferredVendors: { id: 'business.policySummary.preferredVendors', defaultMessage: 'preferred rental companies {names}' },
  trainCap: { id: 'business.policySummary.trainCap', defaultMessage: 'up to {amount} per traveler' },
  trainClasses: { id: 'business.policySummary.trainClasses', defaultMessage: '{names} only' },
  needsApproval: { id: 'business.policySummary.needsApproval', defaultMessage: '{fact} (needs approval)' },
  blocked: { id: 'business.policySummary.blocked', defaultMessage: '{fact} (no exceptions)' },
});
/** See the descriptors above (plain descriptors: they take values without restating their types). */
export const policyPageMessages: PlainMessages<typeof policyPageMessagesDescriptors> = policyPageMessagesDescriptors;
/** See the descriptors above (plain descriptors: they take values without restating their types). */
export const policyNameMessages: PlainMessages<typeof policyNameMessagesDescriptors> = policyNameMessagesDescriptors;
/** See the descriptors above (plain descriptors: they take values without restating their types). */
export const policyActionMessages: PlainMessages<typeof policyActionMessagesDescriptors> = policyActionMessagesDescriptors;
/** See the descriptors above (plain descriptors: they take values without restating their types). */
export const policyRuleMessages: PlainMessages<typeof policyRuleMessagesDescriptors> = policyRuleMessagesDescriptors;
/** See the descriptors above (plain descriptors: they take values without restating their types). */
export const policyValueMessages: PlainMessages<typeof policyValueMessagesDescriptors> = policyValueMessagesDescriptors;
/** See the descriptors above (plain descriptors: they take values without restating their types). */
export const policyIssueMessages: PlainMessages<typeof policyIssueMessagesDescriptors> = policyIssueMessagesDescriptors;
/** See the descriptors above (plain descriptors: they take values without restating their types). */
export const policySummaryMessages: PlainMessages<typeof policySummaryMessagesDescriptors> = policySummaryMessagesDescriptors;
