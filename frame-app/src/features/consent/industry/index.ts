/**
 * Industry consent (IAB TCF) part of the consent feature (issue #13; chrome-and-consent §2 "Industry consent dialog",
 * §3, §4 "Industry consent status", §5, §7 the iabtcf calls, §9 `__tcfapi` version 2).
 */
export { IndustryConsentHost } from './industry-consent-host.tsx';
export type { IndustryConsentHostProps } from './industry-consent-host.tsx';
export { installTcfApi, updateTcfApi } from './tcf-api.ts';
export { industryMessages } from './messages.ts';
export { industryStatus } from './model.ts';
export type { IndustryConsentStatus, IndustryChoices } from './model.ts';
export type { IndustrySavedHandler } from './use-industry-dialog.ts';
export { TCF_CMP_ID, TCF_CMP_VERSION } from './constants.ts';
