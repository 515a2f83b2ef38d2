/**
 * The root layout's parts that nothing on the first screen needs (issue #23 "First page budget": account code,
 * sign-in methods, Google One Tap and the consent logic are not on the front door's first page). The root layout
 * loads this module as one chunk once the first route has rendered ({@link useFirstRouteRendered}):
 * - {@link AccountControls}: "Sign in" or the account menu; it shows nothing until the auth state is known, which is
 *   loaded after the first render anyway, so loading it later changes nothing on screen;
 * - {@link ConfirmAccountPrompt}, {@link ReturningUserPrompt}, {@link GoogleOneTap}: signed-in or delayed prompts;
 * - {@link SignInHost}: the app's one sign-in dialog (a "Sign in" press needs AccountControls, in this same chunk);
 * - {@link BusinessHeaderControls}: the admin hub link and the account-type toggle, for business profiles only;
 * - {@link BusinessConfirmPromptGate}: confirm-company / confirm-business-profile, for the business users it concerns;
 * - {@link ImpersonationBannerGate}: "You are acting as {name}" with "End", while a support user impersonates;
 * - {@link ConsentRoot}: the cookie data provider, `__tcfapi` and the consent surfaces (chrome-and-consent §4); the
 *   page reserves the cookie notice's row from the first render (consent CookieNoticeSlot), so nothing moves.
 */
export { AccountControls, ConfirmAccountPrompt, GoogleOneTap, ReturningUserPrompt, SignInHost } from '../features/account/index.ts';
export { ConsentRoot } from '../features/consent/index.ts';
export { BusinessConfirmPromptGate, BusinessHeaderControls } from '../features/business/index.ts';
// From the support folder's own entry: re-exported through business/index.ts it would land on the first page.
export { ImpersonationBannerGate } from '../features/business/support/index.ts';
