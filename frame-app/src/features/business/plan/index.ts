/**
 * The plan pages (issue #24 "Admin hub": biz-plus upgrade, company deletion) and the onboarding pages: the Biz+ upgrade
 * page, the pages the deletion and Biz+ emails open, and get started / tasks. Light on purpose (the route table on the
 * first page imports it): the pages load through the importers below, from one chunk.
 */
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

export { BIZ_PLUS_CONFIRM_ROUTE_PATH, BIZ_PLUS_UPGRADE_ROUTE_PATH, COMPANY_DELETION_CONFIRM_ROUTE_PATH } from './paths.ts';

/** A lazily loaded page module. */
export type PlanRouteModule = { Component: ComponentType; loader?: LoaderFunction };

/** The one chunk of every onboarding and plan page (./page-modules.ts). */
const pages = () => import('./page-modules.ts');

/** Lazy importers of the page modules (each resolves to `Component` and `loader`), all from one chunk. */
export const planRouteModules: Record<'onboarding' | 'bizPlusUpgrade' | 'companyDeletionConfirm' | 'bizPlusConfirm', () => Promise<PlanRouteModule>> = {
  onboarding: () => pages().then((m) => m.onboarding),
  bizPlusUpgrade: () => pages().then((m) => m.bizPlusUpgrade),
  companyDeletionConfirm: () => pages().then((m) => m.companyDeletionConfirm),
  bizPlusConfirm: () => pages().then((m) => m.bizPlusConfirm),
};
