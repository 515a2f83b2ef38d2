/**
 * The route module of the company deletion link's page (./company-deletion-confirm-page.tsx) behind the hub's guard for
 * the company general page (sign in, second factor, COMPANY_SETTINGS_MANAGEMENT; ../hub/admin-page-route.tsx): the
 * page's own path has parameters the hub's page table does not know. Loaded lazily as one chunk (./index.ts).
 */
import { guardedAdminPageModule } from '../hub/admin-page-route.tsx';
import * as page from './company-deletion-confirm-page.tsx';
import { COMPANY_DELETION_GUARD_PATH } from './paths.ts';

const guarded = guardedAdminPageModule(COMPANY_DELETION_GUARD_PATH.slice('/business/'.length), page);

/** The guarded page (react-router lazy route module export). */
export const Component = guarded.Component;
/** The hub's guard, then the page's loader. */
export const loader = guarded.loader;
