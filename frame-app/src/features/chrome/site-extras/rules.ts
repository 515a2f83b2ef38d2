/**
 * Pure rules of the site-wide extras (account-business-header-and-trips §4, §9): survey exclusions, the snow
 * season and once-a-day rule, the ad-block check's once-a-session chance, and the marketing-id sync states.
 */
import {
  AD_BLOCK_CHECK_ENABLED, AD_BLOCK_CHECK_PROBABILITY_PERCENT, SNOW_ENABLED, SNOW_SEASON, SURVEY_EXCLUDED_PATH_PREFIXES,
} from './constants.ts';

/** Whether the survey is left out on `pathname` (inside the basename): checkout, confirmation, booking receipt (§9). */
export function isSurveyExcluded(pathname: string, prefixes: readonly string[] = SURVEY_EXCLUDED_PATH_PREFIXES): boolean {
  return prefixes.some((prefix) => {
    const bare = prefix.replace(/\/$/, '');
    return pathname === bare || pathname.startsWith(`${bare}/`);
  });
}

/** `YYYY-MM-DD` of a date in local time. */
export function localDay(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

/** Whether `date` (local time) is in the snow season (1 Dec to 6 Jan by default; a season may wrap the year end). */
export function inSnowSeason(date: Date, season: { from: { month: number; day: number }; to: { month: number; day: number } } = SNOW_SEASON): boolean {
  const key = (date.getMonth() + 1) * 100 + date.getDate();
  const from = season.from.month * 100 + season.from.day;
  const to = season.to.month * 100 + season.to.day;
  return from <= to ? key >= from && key <= to : key >= from || key <= to;
}

/**
 * Whether snow may fall now (§9 "shown once per day"): enabled, in season, the visitor does not prefer reduced motion
 * and it has not fallen today (`lastShownDay` from localStorage).
 */
export function shouldShowSnow(input: { now: Date; lastShownDay: string | null; reducedMotion: boolean; enabled?: boolean }): boolean {
  const { now, lastShownDay, reducedMotion, enabled = SNOW_ENABLED } = input;
  return enabled && !reducedMotion && inSnowSeason(now) && lastShownDay !== localDay(now);
}

/**
 * Whether this session runs the ad-block check (§4 "at most once per session, with a percentage chance (default 1),
 * when enabled"): never when disabled or already decided this session (`alreadyDecided`); else with
 * `probabilityPercent` chance (`random` in [0, 1)).
 */
export function shouldCheckAdBlock(input: { alreadyDecided: boolean; random: number; probabilityPercent?: number; enabled?: boolean }): boolean {
  const { alreadyDecided, random, probabilityPercent = AD_BLOCK_CHECK_PROBABILITY_PERCENT, enabled = AD_BLOCK_CHECK_ENABLED } = input;
  if (!enabled || alreadyDecided) return false;
  return random * 100 < probabilityPercent;
}

/** Marketing-id sync states (§4 "init, then loading, then ready"). */
export type MarketingIdState = { status: 'init' } | { status: 'loading' } | { status: 'ready'; kmkid: string | null };

export type MarketingIdEvent = { type: 'start' } | { type: 'done'; kmkid: string } | { type: 'failed' };

/** init -> loading (start) -> ready (done with the id, or failed: ready without one; failures are logged only). */
export function marketingIdReducer(state: MarketingIdState, event: MarketingIdEvent): MarketingIdState {
  if (event.type === 'start') return state.status === 'init' ? { status: 'loading' } : state;
  if (state.status !== 'loading') return state;
  return event.type === 'done' ? { status: 'ready', kmkid: event.kmkid } : { status: 'ready', kmkid: null };
}

/** Survey launcher states (§4 "It loads, is hidden after loading, and shows a form on click"). */
export type SurveyState = 'loading' | 'hidden' | 'form';
export type SurveyEvent = 'loaded' | 'open' | 'close';

export function surveyReducer(state: SurveyState, event: SurveyEvent): SurveyState {
  if (event === 'loaded') return state === 'loading' ? 'hidden' : state;
  if (event === 'open') return state === 'hidden' ? 'form' : state;
  return state === 'form' ? 'hidden' : state;
}
