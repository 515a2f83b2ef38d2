/**
 * The route module of the Biz+ confirmation link's page (./biz-plus-confirm-page.tsx) behind the hub's guard for the
 * Biz+ upgrade page (sign in, second factor, COMPANY_SETTINGS_MANAGEMENT; ../hub/admin-page-route.tsx): its own path
 * is not in the hub's page table. Loaded lazily as one chunk (./index.ts).
 */
import { guardedAdminPageModule } from '../hub/admin-page-route.tsx';
import * as page from './biz-plus-confirm-page.tsx';
import { BIZ_PLUS_UPGRADE_ROUTE_PATH } from './paths.ts';

const guarded = guardedAdminPageModule(BIZ_PLUS_UPGRADE_ROUTE_PATH.slice('/business/'.length), page);

/** The guarded page (react-router lazy route module export). */
export const Component = guarded.Component;
/** The hub's guard, then the page's loader. */
export const loader = guarded.loader;
