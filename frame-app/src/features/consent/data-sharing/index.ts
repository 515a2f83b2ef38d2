/**
 * Data-sharing opt-out part of the consent feature (issue #13; chrome-and-consent §2 "Data-sharing opt-out dialog",
 * §4 "Data-sharing dialog", §6, §8, §9; Global Privacy Control).
 */
export { DataSharingHost, privacyManagementPath } from './data-sharing-host.tsx';
export { dataSharingMessages } from './messages.ts';
export { dataSharingAtom } from './state.ts';
export type { DataSharingChoice } from './state.ts';
export { applyBrowserGpc, browserSignalsGpc } from './gpc.ts';
export { DATA_SHARING_UPDATE_DEBOUNCE_MS, PRIVACY_MANAGE_PATH, PROFILE_ACCOUNT_PATH } from './constants.ts';
