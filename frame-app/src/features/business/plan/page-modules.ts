/**
 * Every route module of the onboarding and plan pages, in ONE lazily loaded chunk (./index.ts `planRouteModules`): the
 * route table on the first page then names one chunk and one preload list for them all, not one per page (issue #23
 * first-page budget). The pages are small admin pages; loading them together costs a few KB on first use.
 *
 * - `onboarding`: `/business/get-started`, `/business/tasks`, `/business/tasks/company` (../onboarding/tasks-page.tsx);
 * - `bizPlusUpgrade`: `/business/biz-plus-upgrade` (./biz-plus-page.tsx);
 * - `companyDeletionConfirm`, `bizPlusConfirm`: the pages the deletion and Biz+ emails open, already behind the hub's
 *   guard of the page they belong to (company general: COMPANY_SETTINGS_MANAGEMENT; Biz+ upgrade): their own paths
 *   have parts the hub's page table does not know.
 */
import { guardedAdminPageModule } from '../hub/admin-page-route.tsx';
import * as onboardingPage from '../onboarding/tasks-page.tsx';
import * as bizPlusConfirmPage from './biz-plus-confirm-page.tsx';
import * as bizPlusPage from './biz-plus-page.tsx';
import * as deletionConfirmPage from './company-deletion-confirm-page.tsx';
import { BIZ_PLUS_UPGRADE_ROUTE_PATH, COMPANY_DELETION_GUARD_PATH } from './paths.ts';

const splat = (path: string) => path.slice('/business/'.length);

export const onboarding = onboardingPage;
export const bizPlusUpgrade = bizPlusPage;
export const companyDeletionConfirm = guardedAdminPageModule(splat(COMPANY_DELETION_GUARD_PATH), deletionConfirmPage);
export const bizPlusConfirm = guardedAdminPageModule(splat(BIZ_PLUS_UPGRADE_ROUTE_PATH), bizPlusConfirmPage);
