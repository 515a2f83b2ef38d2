/**
 * Choosing a locale (chrome-and-consent §2 "Choosing navigates to that locale's link ... Alternative flows: reload
 * after saving the locale", §4 "Clicking an already active locale or language does nothing", §7 business
 * setLanguage, §8 'Failed to change K4B locale') and keeping the choice for the session.
 *
 * The frame is embedded, so "navigating to the locale's link" is changing the frame's locale in place (localeAtom:
 * text re-renders without a remount) and going to the link's frame path (the same page, see localeLinkPath).
 *
 * Where the locale comes from (issue #10 "the locale comes from the picker, the host's mount options or the URL"):
 * the frame URL's `locale` parameter (the host SDK's mount option, or the entry address `/in` redirect) sets the
 * start locale. A picker choice is kept for the browser session on the server side of the cookie jar: PUT
 * /i/api/locale/v1/choice stores it in a partitioned session cookie (`locale_choice`, like `sid`: a cross-site frame
 * may not have sessionStorage at all when the browser blocks third-party storage, and a partitioned cookie works
 * there), together with the `locale` parameter the frame had been given when the choice was made. On the next
 * start (e.g. a reload of the partner page) the server, serving the frame page, puts the choice in the bootstrap
 * while the host still passes that same parameter (server locale module startupLocaleChoice), so the first render
 * is already in the chosen language; when the host (or an entry address) passes a different one, that newer
 * explicit word wins and the server clears the stored choice. A start without the parameter (the frame reloading a
 * page it navigated to) keeps what the frame's history entry remembered (state/frame-params.ts).
 */
import { BUSINESS_SET_LANGUAGE_PATH, LOCALE_CHOICE_PATH, underscoreLocaleCode, type LocaleChoice } from '@travel/contract';
import { z } from 'zod';
import type { ApiClient } from '../../../api/index.ts';
import { logger } from '../../../state/index.ts';
import { BUSINESS_LOCALE_SAVE_FAILED_LOG } from './constants.ts';

/** The stored choice: the chosen tag and the frame URL's `locale` parameter when it was chosen (null: none). */
export type StoredLocaleChoice = LocaleChoice;

/**
 * The frame URL's `locale` parameter at start-up (the host's mount option or the entry address), null without one.
 * Read when this module loads (with the header, before the router navigates away from the start URL).
 */
export const START_HOST_TAG: string | null = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('locale');

/** Where the session's choice is kept (the server reads it when it serves the frame). May reject (network, server). */
export interface LocaleChoiceStore {
  write(choice: StoredLocaleChoice): Promise<void>;
}

/** The server-side store: PUT {@link LOCALE_CHOICE_PATH} through the api client (X-CSRF). */
export function apiLocaleChoiceStore(api: Pick<ApiClient, 'put'>): LocaleChoiceStore {
  return {
    write: async (choice) => {
      await api.put(LOCALE_CHOICE_PATH, choice, z.unknown());
    },
  };
}

async function remember(store: LocaleChoiceStore, choice: StoredLocaleChoice): Promise<void> {
  try {
    await store.write(choice);
  } catch (error) {
    logger.warn('locale choice could not be saved for the session', error);
  }
}

/** What a choice did. */
export type LocaleChoiceOutcome = 'unchanged' | 'changed' | 'reloading' | 'failed';

/** What {@link chooseLocale} acts on. */
export interface LocaleChoiceContext {
  /** The frame's current locale tag. */
  currentTag: string;
  /** The frame URL's `locale` parameter at start-up (stored with the choice), null when it had none. */
  hostTag: string | null;
  /** Whether the signed-in user is in business mode (auth state businessState.businessMode). */
  business: boolean;
  /** The frame path with basename now, e.g. `/p/demo/flights`. */
  currentPath: string;
  /** Where the choice is kept for the session. */
  store: LocaleChoiceStore;
  /** Writes localeAtom. */
  setLocale(tag: string): void;
  /** Goes to a frame path (the router). */
  navigate(path: string): void;
  /** POSTs JSON through the api client (X-CSRF, error policy). */
  post(path: string, body: unknown): Promise<unknown>;
  /** Reloads the frame document. */
  reload(): void;
}

/**
 * Applies a chosen locale (a country or language link: its `locale` tag and `dataHref` frame path).
 * - The current locale: nothing at all ('unchanged', §4).
 * - Business users (§7): `POST /i/api/business/v1/legalEntities/user/setLanguage` `{ localeCode: 'de_DE' }`; on
 *   success the choice is stored and applied and the frame reloads ('reloading'); on failure
 *   'Failed to change K4B locale' is logged with the error and nothing changes ('failed', §8).
 * - Everyone else: localeAtom is written (text re-renders in place), the frame navigates to `dataHref` when it
 *   differs from the current path, and the choice is stored for the session ('changed'; a failed save is logged
 *   as a warning only, the locale still applies until the frame reloads).
 * Never throws.
 */
export async function chooseLocale(target: { locale: string; dataHref: string }, ctx: LocaleChoiceContext): Promise<LocaleChoiceOutcome> {
  if (target.locale === ctx.currentTag) return 'unchanged';
  if (ctx.business) {
    try {
      await ctx.post(BUSINESS_SET_LANGUAGE_PATH, { localeCode: underscoreLocaleCode(target.locale) });
    } catch (error) {
      logger.error(BUSINESS_LOCALE_SAVE_FAILED_LOG, error);
      return 'failed';
    }
    await remember(ctx.store, { tag: target.locale, hostTag: ctx.hostTag });
    ctx.setLocale(target.locale);
    ctx.reload();
    return 'reloading';
  }
  ctx.setLocale(target.locale);
  if (target.dataHref !== ctx.currentPath) ctx.navigate(target.dataHref);
  await remember(ctx.store, { tag: target.locale, hostTag: ctx.hostTag });
  return 'changed';
}
