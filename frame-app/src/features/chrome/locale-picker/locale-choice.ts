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
 * start locale. A picker choice is kept in the frame's sessionStorage (this tab, this partner site: storage of a
 * cross-site frame is partitioned by the top-level site) together with the `locale` parameter the frame had been
 * given when the choice was made. On the next start (a reload of the partner page) the choice wins while the
 * host still passes that same parameter; when the host (or an entry address) passes a different one, that newer
 * explicit word wins and the stored choice is forgotten. A start without the parameter (the frame reloading a
 * page it navigated to) keeps what the frame's history entry remembered (state/frame-params.ts). No server-side
 * preference: the server has no session locale, and a sessionStorage choice costs no request at start-up.
 */
import { BUSINESS_SET_LANGUAGE_PATH, LocaleTagSchema, underscoreLocaleCode } from '@travel/contract';
import { logger } from '../../../state/index.ts';
import { BUSINESS_LOCALE_SAVE_FAILED_LOG, LOCALE_CHOICE_STORAGE_KEY } from './constants.ts';

/** The stored choice: the chosen tag and the frame URL's `locale` parameter when it was chosen (null: none). */
export interface StoredLocaleChoice {
  tag: string;
  hostTag: string | null;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The frame URL's `locale` parameter at start-up (the host's mount option or the entry address), null without one.
 * Read when this module loads (with the header, before the router navigates away from the start URL).
 */
export const START_HOST_TAG: string | null = typeof window === 'undefined' ? null : new URLSearchParams(window.location.search).get('locale');

/** This tab's sessionStorage, or null where storage is blocked. */
export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** The stored choice, or null when there is none or it is malformed. Never throws (storage may be blocked). */
export function readLocaleChoice(storage: SessionStore | null): StoredLocaleChoice | null {
  try {
    const raw = storage?.getItem(LOCALE_CHOICE_STORAGE_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<StoredLocaleChoice>;
    if (!LocaleTagSchema.safeParse(value.tag).success) return null;
    const hostTag = typeof value.hostTag === 'string' ? value.hostTag : null;
    return { tag: value.tag as string, hostTag };
  } catch {
    return null;
  }
}

/** Stores a choice; a blocked or full storage is ignored (the choice then lasts until the frame reloads). */
export function writeLocaleChoice(storage: SessionStore | null, choice: StoredLocaleChoice): void {
  try {
    storage?.setItem(LOCALE_CHOICE_STORAGE_KEY, JSON.stringify(choice));
  } catch {
    // Storage unavailable: the in-memory locale still applies.
  }
}

/**
 * The locale to switch to at start-up, per the module docstring: the stored tag when the frame URL's `locale`
 * parameter (`hostTag`, null when the URL has none) is the one stored with it; null otherwise. A stored choice
 * made under another host parameter is removed (the host's newer word wins); without a parameter nothing changes.
 */
export function startupLocale(storage: SessionStore | null, hostTag: string | null): string | null {
  if (hostTag === null) return null;
  const stored = readLocaleChoice(storage);
  if (!stored) return null;
  if (stored.hostTag === hostTag) return stored.tag;
  try {
    storage?.removeItem(LOCALE_CHOICE_STORAGE_KEY);
  } catch {
    // ignore
  }
  return null;
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
  storage: SessionStore | null;
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
 * - Everyone else: the choice is stored, localeAtom written (text re-renders in place) and, when `dataHref`
 *   differs from the current path, the frame navigates there ('changed').
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
    writeLocaleChoice(ctx.storage, { tag: target.locale, hostTag: ctx.hostTag });
    ctx.setLocale(target.locale);
    ctx.reload();
    return 'reloading';
  }
  writeLocaleChoice(ctx.storage, { tag: target.locale, hostTag: ctx.hostTag });
  ctx.setLocale(target.locale);
  if (target.dataHref !== ctx.currentPath) ctx.navigate(target.dataHref);
  return 'changed';
}
