/**
 * The route table's lazy page loader (core-and-business §8), shared by the first page's routes (routes.tsx) and the
 * routes patched in later (later-routes.tsx).
 */
import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import { lazyWithRetry } from './lazy-with-retry.ts';
import { withFirstRenderSignal } from './first-render.ts';

/** A lazily loaded page module: the page, and optionally its data loader and revalidation rule. */
export interface PageModule {
  Component: ComponentType;
  loader?: LoaderFunction;
  shouldRevalidate?: ShouldRevalidateFunction;
}

/**
 * A react-router `lazy` for a page module exporting `Component` (and optionally `loader`, `shouldRevalidate`),
 * with import retries and the first-render signal.
 */
export function lazyRoute(importer: () => Promise<PageModule>): () => Promise<PageModule> {
  const load = lazyWithRetry(importer);
  return async () => {
    const { Component, loader, shouldRevalidate } = await load();
    return { Component: withFirstRenderSignal(Component), ...(loader ? { loader } : {}), ...(shouldRevalidate ? { shouldRevalidate } : {}) };
  };
}
