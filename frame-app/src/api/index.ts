/** The frame's HTTP client (core-and-business §4, §7, §8; chrome-and-consent §7, §8). */
export {
  apiClient,
  configureApiClient,
  createApiClient,
  defaultEnvironment,
  withQuery,
  isCaptchaRedirect,
  ApiResponseParseError,
} from './client.ts';
export type { ApiClient, ApiClientEnvironment, RequestOptions, RawRequestOptions, RawResponse, QueryParams } from './client.ts';
export { ApiRequestError, HttpStatusError, FORM_TOKEN_ERROR_MESSAGE } from './errors.ts';
export * from './constants.ts';
export { describeInvalid, loadZodEnglish } from './zod-english.ts';
// The route-data helpers (settle, useRouteDataReloading, useRevalidateWhen, useSuggestions) are imported from
// './route-data.ts' directly: only lazily loaded pages use them, so they stay out of the frame's first script.
