/**
 * Constants of the onboarding pages and setup forms (account-business-header-and-trips §2 get started, tasks, set up
 * company / account; §7 setup v1/v2/v3). The spec lists no choices: the values here are readings, named.
 */
import { IDENT_RESEND_PATH, type OnboardingTaskId } from '@travel/contract';
import { BUSINESS_ONBOARDING_PATHS } from '../constants.ts';
import { BUSINESS_VERIFY_ROUTE_PATH } from '../two-factor/constants.ts';
import { BUSINESS_USERS_ROUTE_PATH } from '../users/paths.ts';

/** The company general page, where the logo is uploaded (contract ADMIN_PAGES row `companyGeneral`). */
export const COMPANY_GENERAL_PATH = '/business/company/general';
/** Fragment id of the setup form on the tasks pages (the "Set up" task links jump to it). */
export const SETUP_FORM_ID = 'setup';

/**
 * Where each task's action leads (reading: the page that does it; tasks confirmed by email get a button that sends the
 * email instead: CONFIRM_COMPANY and CONFIRM_BUSINESS_PROFILE via resendConfirmationEmail). CONFIRM_ACCOUNT goes to
 * the account confirmation resend path of account §2 (`/s/ident/resend?redir=`), filled in by the page.
 */
export const TASK_LINKS: Partial<Record<OnboardingTaskId, string>> = {
  SET_UP_COMPANY: `${BUSINESS_ONBOARDING_PATHS.companyTasks}#${SETUP_FORM_ID}`,
  UPLOAD_LOGO: COMPANY_GENERAL_PATH,
  INVITE_USERS: BUSINESS_USERS_ROUTE_PATH,
  CONFIRM_ACCOUNT: IDENT_RESEND_PATH,
  SET_UP_ACCOUNT: `${BUSINESS_ONBOARDING_PATHS.tasks}#${SETUP_FORM_ID}`,
  SET_UP_TWO_FACTOR: BUSINESS_VERIFY_ROUTE_PATH,
};
/** Tasks whose action mails a confirmation link (POST /me/v1/resendConfirmationEmail). */
export const EMAIL_CONFIRMED_TASKS: readonly OnboardingTaskId[] = ['CONFIRM_COMPANY', 'CONFIRM_BUSINESS_PROFILE'];

/**
 * Countries the v2/v3 company part offers (ISO 3166-1 alpha-2; the names come from the browser's Intl.DisplayNames in
 * the frame's language). Reading: the markets the product sells in; a company elsewhere picks the closest and support
 * corrects it.
 */
export const SETUP_COUNTRIES = [
  'AR', 'AT', 'AU', 'BE', 'BR', 'CA', 'CH', 'CL', 'CN', 'CO', 'CZ', 'DE', 'DK', 'ES', 'FI', 'FR', 'GB', 'GR', 'HK', 'IE', 'IL', 'IN',
  'IT', 'JP', 'KR', 'MX', 'NL', 'NO', 'NZ', 'PL', 'PT', 'SE', 'SG', 'TR', 'US', 'ZA',
] as const;
/** Reporting currencies the v3 company part offers (ISO 4217; names from Intl.DisplayNames). */
export const SETUP_CURRENCIES = ['USD', 'EUR', 'GBP', 'CHF', 'JPY', 'KRW', 'CAD', 'AUD', 'SEK', 'NOK', 'DKK', 'PLN', 'MXN', 'BRL', 'INR', 'SGD'] as const;
/** Longest name part and company name the forms accept, characters (the contract's setup schemas). */
export const SETUP_NAME_MAX_LENGTH = 100;
export const SETUP_COMPANY_NAME_MAX_LENGTH = 200;
