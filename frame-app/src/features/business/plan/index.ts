/**
 * The plan pages (issue #24 "Admin hub": biz-plus upgrade, company deletion): the Biz+ upgrade page and the page the
 * company deletion email opens. Light on purpose (the route table on the first page imports it): the pages load
 * through the dynamic importers below.
 */
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

export { BIZ_PLUS_CONFIRM_ROUTE_PATH, BIZ_PLUS_UPGRADE_ROUTE_PATH, COMPANY_DELETION_CONFIRM_ROUTE_PATH } from './paths.ts';

/** A lazily loaded page module. */
export type PlanRouteModule = { Component: ComponentType; loader?: LoaderFunction };

/** Lazy importers of the page modules (each exports `Component` and `loader`). */
export const planRouteModules = {
  bizPlusUpgrade: () => import('./biz-plus-page.tsx'),
  /** The deletion link's page, already behind the hub's guard (./company-deletion-route.ts). */
  companyDeletionConfirm: () => import('./company-deletion-route.ts'),
  /** The Biz+ confirmation link's page, already behind the hub's guard (./biz-plus-confirm-route.ts). */
  bizPlusConfirm: () => import('./biz-plus-confirm-route.ts'),
};
