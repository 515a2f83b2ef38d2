/**
 * The cookie banner's accept and reject flows (issue #13; chrome-and-consent §4 "Cookie banner"):
 * - Accept: hide the banner, record the categories (all if none given), read back the full-consent state, publish a
 *   consented event (the app-wide consent status), track a page view (only if analytics are now allowed).
 * - Reject or the close icon: hide, shut down session recording, record only strictlyNecessary, publish a declined
 *   event.
 * Both then publish the recorded categories to the industry consent API (`publishIndustry`: the TC string they stand
 * for, issue #22), so `__tcfapi` answers after a banner choice as after the industry dialog.
 * A failed save is logged only (§8); the banner stays hidden (the visitor chose; it asks again on the next page load
 * because nothing was stored).
 */
import type { CookieBannerConsentReply, CookieCategoryKey } from '@travel/contract';
import { categoriesToAccept, categoriesToReject } from './rules.ts';

/** What the flows touch, injectable for tests. */
export interface BannerFlowDeps {
  hide(): void;
  record(categories: readonly CookieCategoryKey[]): Promise<CookieBannerConsentReply>;
  readBack(): Promise<CookieBannerConsentReply>;
  /** Publishes the outcome (consented with the read-back state, or declined with the recorded one). */
  publish(event: { kind: 'consented' | 'declined'; state: CookieBannerConsentReply }): void;
  /** Stores and publishes the TC string of the recorded categories (tcf-api.ts publishCategoryChoice; issue #22). Never rejects. */
  publishIndustry(acceptedCategories: readonly CookieCategoryKey[]): Promise<void>;
  /** Tracks a page view; called after a consent that allows analytics. */
  trackPageView(): void;
  /** Stops any session recording (none runs before consent; this is where it would be shut down). */
  stopSessionRecording(): void;
  log: { info(...args: unknown[]): void; warn(...args: unknown[]): void };
}

/** Accept (all categories when `chosen` is undefined or empty). Resolves when done; never rejects (failures are logged). */
export async function acceptCookies(deps: BannerFlowDeps, chosen?: readonly CookieCategoryKey[]): Promise<void> {
  deps.hide();
  try {
    await deps.record(categoriesToAccept(chosen));
    const state = await deps.readBack();
    deps.publish({ kind: 'consented', state });
    void deps.publishIndustry(state.acceptedCategories);
    if (state.acceptedCategories.includes('analytical')) deps.trackPageView();
  } catch (error) {
    deps.log.warn('cookie consent not saved', error);
  }
}

/** Reject / close icon. Resolves when done; never rejects (failures are logged). */
export async function rejectCookies(deps: BannerFlowDeps): Promise<void> {
  deps.hide();
  deps.stopSessionRecording();
  try {
    const state = await deps.record(categoriesToReject());
    deps.publish({ kind: 'declined', state });
    void deps.publishIndustry(state.acceptedCategories);
  } catch (error) {
    deps.log.warn('cookie consent not saved', error);
  }
}
