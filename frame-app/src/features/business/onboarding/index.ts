/**
 * The onboarding pages (`/business/get-started`, `/business/tasks`, `/business/tasks/company`; account-business-header-
 * and-trips §2, §4, §7): one route module for the three paths, loaded lazily. Light on purpose: the route table on the
 * first page imports this entry, and one importer (not three) keeps the lazy chunk's preload list there once.
 */
import type { ComponentType } from 'react';
import type { LoaderFunction } from 'react-router';

/** Lazy importer of the onboarding route module (exports `Component` and `loader`). */
export const onboardingRouteModule: () => Promise<{ Component: ComponentType; loader?: LoaderFunction }> = () => import('./tasks-page.tsx');
