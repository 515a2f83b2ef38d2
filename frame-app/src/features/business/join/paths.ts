/**
 * The join page's path, apart from ./constants.ts: the app's route table (on the first page) imports it, and a module
 * shared with the lazily loaded page would bring the page's constants onto the first page too.
 */
import { BUSINESS_INVITATION_PAGE_PATH } from '@travel/contract';

/** The page the invitation mail links to, `{origin}/business/join#token={token}` (the contract's path). */
export const BUSINESS_JOIN_ROUTE_PATH = BUSINESS_INVITATION_PAGE_PATH;
