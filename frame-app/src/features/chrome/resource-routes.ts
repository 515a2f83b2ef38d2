/** The chrome's resource routes, apart from the feature's entry (index.ts re-exports only; issue #23). */
import type { RouteObject } from 'react-router';
import { accessResourceRoutes } from '../access/index.ts';
import { siteExtrasResourceRoutes } from './site-extras/navigation-state.ts';

/**
 * The chrome's resource routes (no page; place them among the root layout's children): the access feature's
 * `_data/auth-state` (kept here so the route table did not change) and the site extras' navigation state.
 */
export const chromeResourceRoutes: RouteObject[] = [...accessResourceRoutes, ...siteExtrasResourceRoutes];
