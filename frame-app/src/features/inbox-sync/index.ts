/**
 * Inbox sync (issue #26): the page that connects a mailbox and lists the imported confirmations. The app places its
 * route with `createInboxSyncRoutes(lazyRoute)`; the page module loads on first visit only (not on the first page).
 */
import { createElement, type ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import { PageLoading } from '../chrome/index.ts';
import { inboxSyncRouteMessages } from './route-messages.ts';

/** The page's path (inside the basename): next to the trips pages, where imported bookings land. */
export const INBOX_SYNC_ROUTE_PATH = '/trips/inbox-sync';

/** A lazily loaded page module. */
export type InboxSyncRouteModule = { Component: ComponentType; loader?: LoaderFunction };
/** Turns an importer into a react-router `lazy` (the app passes its `lazyRoute`). */
export type InboxSyncWrapLazy = (importer: () => Promise<InboxSyncRouteModule>) => () => Promise<InboxSyncRouteModule>;

/** The inbox sync route objects, paths relative to the root layout. @param wrapLazy the app's `lazyRoute` */
export function createInboxSyncRoutes(wrapLazy: InboxSyncWrapLazy): RouteObject[] {
  return [
    {
      path: INBOX_SYNC_ROUTE_PATH.slice(1),
      lazy: wrapLazy(() => import('./inbox-sync-page.tsx') as Promise<InboxSyncRouteModule>),
      HydrateFallback: () => createElement(PageLoading, { message: inboxSyncRouteMessages.loading }),
    },
  ];
}
