/**
 * The footer's server calls through the frame's one HTTP client (chrome-and-consent §7; core-and-business §7):
 * the brand row and the privacy menu, each parsed with its contract schema. Both reject per the client's error
 * policy (ApiRequestError, HttpStatusError, ApiResponseParseError); the footer logs and shows nothing then.
 */
import {
  FOOTER_BRANDS_PATH,
  FooterBrandsReplySchema,
  PRIVACY_MENU_PATH,
  PrivacyMenuReplySchema,
  type FooterBrandsReply,
  type PrivacyMenuReply,
} from '@travel/contract';
import { apiClient } from '../../../api/index.ts';

/** GET FooterBrandsStateProviderAction -> `{ brands: [{ id, name, logoUrl }] }`. */
export function loadFooterBrands(): Promise<FooterBrandsReply> {
  return apiClient.get(FOOTER_BRANDS_PATH, FooterBrandsReplySchema);
}

/** GET PrivacyMenuStateProviderAction -> `{ managePrivacyUrl, privacyPreferencesUrl, links }`. */
export function loadPrivacyMenu(): Promise<PrivacyMenuReply> {
  return apiClient.get(PRIVACY_MENU_PATH, PrivacyMenuReplySchema);
}
