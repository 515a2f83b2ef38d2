/**
 * The frame's in-app links: react-router's documented recipe for a custom `<Link>` (`useHref` for the `href`,
 * `useLinkClickHandler` for the client-side navigation), instead of react-router's own `Link` and `NavLink`.
 *
 * Why (issue #23 "First page budget"): react-router's `Link` also implements framework mode's `prefetch`
 * (PrefetchPageLinks, route module and data URL discovery, the RSC variants), and the frame, a data router with no
 * framework mode, uses none of it. The bundler keeps a package module's exports that any page uses, and
 * react-router is one module on the first page, so that code (about 2 KB brotli) rode on the front door's first
 * page. These two components keep what the frame's links use: `to`, `replace`, `state`, `preventScrollReset`,
 * `relative`, modified clicks and `target` left to the browser, and `NavLink`'s `aria-current="page"`.
 */
import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useMatch, useResolvedPath, type RelativeRoutingType, type To } from 'react-router';

/** Props of {@link Link}: an anchor's own attributes plus react-router's navigation options. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes: a path (relative to the current route unless it starts with `/`) or a partial location. */
  to: To;
  /** Replace the current history entry instead of pushing one. */
  replace?: boolean;
  /** History state of the new entry. */
  state?: unknown;
  /** Keep the scroll position (react-router's ScrollRestoration option). */
  preventScrollReset?: boolean;
  /** `'path'` resolves `to` against the URL rather than the route hierarchy. */
  relative?: RelativeRoutingType;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * An `<a>` whose plain left click navigates inside the frame's router (no document load); modified clicks
 * (Ctrl/Cmd/Shift/Alt), other buttons and `target` other than `_self` are left to the browser. An `onClick` that
 * calls `preventDefault()` stops the navigation. A `to` with a scheme or `//` (another site) is a plain link.
 */
export function Link({ to, replace, state, preventScrollReset, relative, target, onClick, ref, ...anchor }: LinkProps) {
  const external = typeof to === 'string' && EXTERNAL_URL.test(to);
  const href = useHref(to, { relative });
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target, preventScrollReset, relative });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>): void => {
    onClick?.(event);
    if (!event.defaultPrevented && !external) navigate(event);
  };
  return <a {...anchor} ref={ref} href={external ? to : href} target={target} onClick={handleClick} />;
}

/** A URL with a scheme (`https:`, `mailto:`) or protocol-relative (`//host`): not a path inside the frame. */
const EXTERNAL_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Props of {@link NavLink}: {@link LinkProps} plus `end`. */
export interface NavLinkProps extends LinkProps {
  /** Match only the exact path, not the paths below it (react-router's `end`). */
  end?: boolean;
}

/**
 * A {@link Link} that carries `aria-current="page"` while the current location matches its target (or a path below
 * it, unless `end`): react-router's `useMatch`, case-insensitive and ignoring a trailing slash, as its `NavLink` does.
 */
export function NavLink({ end = false, ...link }: NavLinkProps) {
  const path = useResolvedPath(link.to, { relative: link.relative }).pathname;
  const active = useMatch({ path, end }) !== null;
  return <Link {...link} aria-current={active ? 'page' : undefined} />;
}
