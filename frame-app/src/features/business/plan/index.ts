/**
 * The plan pages (issue #24 "Admin hub": biz-plus upgrade, company deletion): the Biz+ upgrade page and the page the
 * company deletion email opens. Light on purpose (the route table on the first page imports it): the pages load
 * through the dynamic importers below.
 */
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';
import { COMPANY_DELETION_GUARD_PATH } from './paths.ts';

export { BIZ_PLUS_UPGRADE_ROUTE_PATH, COMPANY_DELETION_CONFIRM_ROUTE_PATH } from './paths.ts';

/** A lazily loaded page module. */
export type PlanRouteModule = { Component: ComponentType; loader?: LoaderFunction };

/** Lazy importers of the page modules (each exports `Component` and `loader`). */
export const planRouteModules = {
  bizPlusUpgrade: () => import('./biz-plus-page.tsx'),
  /**
   * The deletion confirmation page behind the hub's guard for the company general page (sign in, second factor,
   * COMPANY_SETTINGS_MANAGEMENT): its own path has parameters the hub's page table does not know.
   */
  companyDeletionConfirm: async (): Promise<PlanRouteModule> => {
    const [{ guardedAdminPageModule }, page] = await Promise.all([import('../hub/admin-page-route.tsx'), import('./company-deletion-confirm-page.tsx')]);
    return guardedAdminPageModule(COMPANY_DELETION_GUARD_PATH.slice('/business/'.length), page);
  },
};
