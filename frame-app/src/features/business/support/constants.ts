/**
 * Constants of the business support page, the impersonation banner and the report dialogs (issue #24;
 * account-business-header-and-trips §7 Issue reporting, Impersonation, §9 user search). The spec shows no screens:
 * the values are readings, named here.
 */
import { COMPANY_SETTINGS_REQUIREMENT, type AccessRequirement } from '@travel/contract';

/** Wait after the last keystroke in the "act as" search before asking the server, ms (account §9 "debounce 300 ms"). */
export const SUPPORT_SEARCH_DEBOUNCE_MS = 300;
/** People listed per search (account §9 "result limit 5 (10 in the header panel)": the support page is a panel). */
export const SUPPORT_SEARCH_LIMIT = 10;
/** Session-storage key prefix of the cached support results (account §7 "Support results are cached in session storage"). */
export const SUPPORT_CACHE_KEY_PREFIX = 'business.support.';
/** How long a support grant lasts unless the admin picks otherwise, days (contract SupportGrantRequestSchema default). */
export const SUPPORT_GRANT_DAYS_DEFAULT = 7;
/** The grant lengths offered, days (the contract allows 1-90). */
export const SUPPORT_GRANT_DAYS_OPTIONS = [1, 7, 30, 90] as const;

/*
 * What each part needs (the server's route declarations, restated for the frame so it offers only what the server
 * allows; server/src/modules/business/impersonation.ts and issue-report.ts).
 */
/** Manage the company's support grant (GET/POST/DELETE /impersonation/v1/support) and contact the account manager. */
export const SUPPORT_GRANT_REQUIREMENT: AccessRequirement = COMPANY_SETTINGS_REQUIREMENT;
/** Act as a company user (GET /impersonation/v1/support/users, POST /impersonation/v1/start). */
export const IMPERSONATE_REQUIREMENT = { permissions: ['USER_PROFILE_VIEW_FOR_ALL'] } as const satisfies AccessRequirement;
/** Book as the person too (`book` mode also needs it, besides a `book` grant). */
export const BOOK_MODE_PERMISSION = 'TRIP_EVENT_BOOK_FOR_ALL';
