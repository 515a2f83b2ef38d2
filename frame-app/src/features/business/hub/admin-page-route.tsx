/**
 * Admin hub pages with a route module of their own (users, invitations: ../users/; issue #24 "Admin hub"), guarded
 * like every `/business` path and shown inside the hub layout. Their routes are more specific than `business/*`, so
 * react-router picks them; the loader first runs the hub's loader for the same path (./business-page.tsx: sign in,
 * no business profile, 403 for a page the contract's table hides, not found), and only for a visible page runs the
 * page's own loader. Anything else renders exactly as the hub would. The page brings its own heading.
 */
import { createElement, type ComponentType } from 'react';
import { useLoaderData, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';
import { Component as HubPage, HubLayout, loader as hubLoader, type BusinessPageData } from './business-page.tsx';

/** A page's route module: the page and its loader (its data must be an object: the hub's outcome rides along in it). */
export interface AdminPageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
}

/** Key under which the hub's outcome rides along in a visible page's loader data. */
const HUB_KEY = '__businessHub';

type GuardedData = BusinessPageData | (Record<string, unknown> & { [HUB_KEY]: Extract<BusinessPageData, { kind: 'page' | 'onboarding' }> });

/**
 * The route module of an admin page at `/business/{splat}` whose own module is `page`: the hub's guard, then the page
 * inside the hub layout.
 * @param splat the path below /business, e.g. `users/manage`
 */
export function guardedAdminPageModule(splat: string, page: AdminPageModule): AdminPageModule {
  const loader = async (args: LoaderFunctionArgs): Promise<GuardedData> => {
    const hub = await hubLoader({ ...args, params: { ...args.params, '*': splat } });
    // Onboarding pages (get started, tasks) pass like admin pages: their module brings the task list.
    if (hub.kind !== 'page' && hub.kind !== 'onboarding') return hub;
    const own = page.loader ? ((await page.loader(args)) as Record<string, unknown>) : {};
    return { ...own, [HUB_KEY]: hub };
  };
  function GuardedAdminPage() {
    const data = useLoaderData<GuardedData>();
    if (!(HUB_KEY in data)) return <HubPage />;
    const hub = data[HUB_KEY];
    return (
      <HubLayout view="page" title={null} visible={hub.visible}>
        {createElement(page.Component)}
      </HubLayout>
    );
  }
  return { Component: GuardedAdminPage, loader };
}
