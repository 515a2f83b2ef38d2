/**
 * Texts of the cookie category banner, the cookie notice, the data-transfer disclaimer, the two-party consent and the
 * privacy page (issue #13; chrome-and-consent §2 "Cookie category banner", "Other consent surfaces").
 * Translations in `catalogs/<lc>/consent-banner.json`.
 */
import { defineMessages } from 'react-intl';
import type { PlainMessages } from '../../ui/plain-messages.ts';
import { cookieNoticeMessages } from './cookie-notice-slot.tsx';

const consentBannerDescriptors = defineMessages({
  bannerLabel: { id: 'consent.banner.label', defaultMessage: 'Cookie consent' },
  bannerTitle: { id: 'consent.banner.title', defaultMessage: 'We value your privacy' },
  bannerText: {
    id: 'consent.banner.text',
    defaultMessage: 'We use cookies that are strictly necessary for this site to work. With your consent we also use functional, advertising and analytical cookies. You can change your choice at any time under Privacy preferences.',
  },
  acceptAll: { id: 'consent.banner.acceptAll', defaultMessage: 'Accept all' },
  reject: { id: 'consent.banner.reject', defaultMessage: 'No, thanks' },
  rejectAll: { id: 'consent.banner.rejectAll', defaultMessage: 'Reject all' },
  selectCategories: { id: 'consent.banner.selectCategories', defaultMessage: 'Select categories' },
  acceptSelected: { id: 'consent.banner.acceptSelected', defaultMessage: 'Accept selected' },
  close: { id: 'consent.banner.close', defaultMessage: 'Dismiss: strictly necessary cookies only' },
  selectionTitle: { id: 'consent.banner.selectionTitle', defaultMessage: 'Cookie categories' },
  viewDetails: { id: 'consent.banner.viewDetails', defaultMessage: 'View cookies: {category}' },
  back: { id: 'consent.banner.back', defaultMessage: 'Back' },
  detailsTitle: { id: 'consent.banner.detailsTitle', defaultMessage: '{category} cookies' },
  cookieName: { id: 'consent.banner.cookieName', defaultMessage: 'Cookie' },
  cookieDomain: { id: 'consent.banner.cookieDomain', defaultMessage: 'Domain' },
  ownDomain: { id: 'consent.banner.ownDomain', defaultMessage: 'This site' },
  noCookies: { id: 'consent.banner.noCookies', defaultMessage: 'No cookies are set in this category.' },
  loadingCookies: { id: 'consent.banner.loadingCookies', defaultMessage: 'Loading cookies…' },
  saved: { id: 'consent.banner.saved', defaultMessage: 'Your choice is saved.' },
  saveFailed: { id: 'consent.banner.saveFailed', defaultMessage: 'Your choice could not be saved. Try again.' },
  strictlyNecessary: { id: 'consent.category.strictlyNecessary', defaultMessage: 'Strictly necessary' },
  strictlyNecessaryText: { id: 'consent.category.strictlyNecessaryText', defaultMessage: 'Sign-in, security, your consent choices. Always on.' },
  functional: { id: 'consent.category.functional', defaultMessage: 'Functional' },
  functionalText: { id: 'consent.category.functionalText', defaultMessage: 'Remember your language, currency and recent searches.' },
  advertising: { id: 'consent.category.advertising', defaultMessage: 'Advertising' },
  advertisingText: { id: 'consent.category.advertisingText', defaultMessage: 'Show you relevant travel offers on this and other sites.' },
  analytical: { id: 'consent.category.analytical', defaultMessage: 'Analytical' },
  analyticalText: { id: 'consent.category.analyticalText', defaultMessage: 'Measure how the site is used so we can improve it.' },
  noticeLabel: { id: 'consent.notice.label', defaultMessage: 'Cookie notice' },
  noticeClose: { id: 'consent.notice.close', defaultMessage: 'Dismiss cookie notice' },
  disclaimerTitle: { id: 'consent.disclaimer.title', defaultMessage: 'Your data may be transferred abroad' },
  disclaimerTerms: { id: 'consent.disclaimer.terms', defaultMessage: 'To complete bookings we send your details to travel providers in other countries, as our <link>terms of use</link> describe.' },
  disclaimerPrivacy: { id: 'consent.disclaimer.privacy', defaultMessage: 'Read how those countries protect your data in our <link>privacy policy</link>.' },
  disclaimerAccept: { id: 'consent.disclaimer.accept', defaultMessage: 'I understand' },
  twoPartyTitle: { id: 'consent.twoParty.title', defaultMessage: 'Consent to share your details with booking partners' },
  twoPartyTerms: { id: 'consent.twoParty.terms', defaultMessage: 'When you book, your name and contact details go to the provider you book with, under our <link>terms of use</link>.' },
  twoPartyPrivacy: { id: 'consent.twoParty.privacy', defaultMessage: 'Each provider uses them as its own <link>privacy policy</link> says.' },
  twoPartyAccept: { id: 'consent.twoParty.accept', defaultMessage: 'I agree' },
  twoPartyDecline: { id: 'consent.twoParty.decline', defaultMessage: 'I do not agree' },
  privacyTitle: { id: 'consent.privacy.title', defaultMessage: 'Privacy' },
  privacyIntro: { id: 'consent.privacy.intro', defaultMessage: 'Choose which cookies we may use, which advertising partners may process your data, and whether we may share it.' },
  preferencesTitle: { id: 'consent.privacy.preferencesTitle', defaultMessage: 'Privacy preferences' },
  preferencesHint: { id: 'consent.privacy.preferencesHint', defaultMessage: 'Each change is saved at once.' },
  openIndustry: { id: 'consent.privacy.openIndustry', defaultMessage: 'Advertising partners (IAB TCF)' },
  openDataSharing: { id: 'consent.privacy.openDataSharing', defaultMessage: 'Do not sell or share my personal information' },
  partnerManaged: { id: 'consent.privacy.partnerManaged', defaultMessage: 'Your cookie choices are managed by this website.' },
  partnerLink: { id: 'consent.privacy.partnerLink', defaultMessage: "Open this website's privacy choices" },
  manageTitle: { id: 'consent.privacy.manageTitle', defaultMessage: 'Manage your privacy' },
});

/**
 * The banner's, notices' and privacy page's messages (registered with the app's catalogue), the cookie notice's line
 * and link included (defined beside its first-page stand-in, cookie-notice-slot.tsx).
 */
export const consentBannerMessages = { ...(consentBannerDescriptors as PlainMessages<typeof consentBannerDescriptors>), ...cookieNoticeMessages };
