// @vitest-environment jsdom
/**
 * The frame's own in-app links (ui/router-link.tsx, issue #23 "First page budget"): a plain click moves inside the
 * router without a document load, a modified click or an `onClick` that prevents the default does not, the `href`
 * carries the basename, another site's URL stays a plain link, and NavLink marks the current page.
 */
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, NavLink } from './router-link.tsx';

afterEach(cleanup);

/** Stands in for the browser's document load, which jsdom does not implement; runs after React's handlers. */
const stopDocumentLoad = (event: Event): void => event.preventDefault();

/** The current path and history state, as a user of the page would see them change. */
function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}${location.search}|${JSON.stringify(location.state ?? null)}`}</output>;
}

function renderAt(path: string, element: React.ReactNode, basename?: string) {
  const routes: RouteObject[] = [{ path: '*', element: <>{element}<Where /></> }];
  const router = createMemoryRouter(routes, { initialEntries: [basename ? `${basename}${path}` : path], basename });
  render(<RouterProvider router={router} />);
  return router;
}

describe('Link', () => {
  it('a click moves to the target inside the router, with its state, and the href has the basename', async () => {
    const router = renderAt('/', <Link to="/trips?tab=past" state={{ from: 'header' }}>Trips</Link>, '/p/demo');
    const link = screen.getByRole('link', { name: 'Trips' });
    expect(link).toHaveAttribute('href', '/p/demo/trips?tab=past');
    await userEvent.click(link);
    expect(screen.getByLabelText('where')).toHaveTextContent('/trips?tab=past|{"from":"header"}');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replace swaps the history entry', async () => {
    const router = renderAt('/a', <Link to="/b" replace>B</Link>);
    await userEvent.click(screen.getByRole('link', { name: 'B' }));
    expect(screen.getByLabelText('where')).toHaveTextContent('/b|null');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('a Ctrl-click, a prevented click and a new-tab target are left to the browser', () => {
    // What the browser would do with them (jsdom cannot load a document): after the frame's handlers have run.
    document.addEventListener('click', stopDocumentLoad);
    renderAt(
      '/',
      <>
        <Link to="/one">One</Link>
        <Link to="/two" onClick={(event) => event.preventDefault()}>Two</Link>
        <Link to="/three" target="_blank">Three</Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'One' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Two' }));
    fireEvent.click(screen.getByRole('link', { name: 'Three' }));
    expect(screen.getByLabelText('where')).toHaveTextContent('/|null');
    document.removeEventListener('click', stopDocumentLoad);
  });

  it('another site is a plain link: its own href, no router navigation', () => {
    renderAt('/', <Link to="https://partner.example/help">Help</Link>);
    const link = screen.getByRole('link', { name: 'Help' });
    expect(link).toHaveAttribute('href', 'https://partner.example/help');
    document.addEventListener('click', stopDocumentLoad);
    fireEvent.click(link);
    expect(screen.getByLabelText('where')).toHaveTextContent('/|null');
    document.removeEventListener('click', stopDocumentLoad);
  });
});

describe('NavLink', () => {
  const nav = (
    <nav>
      <NavLink to="/business" end>Hub</NavLink>
      <NavLink to="/business/users">Users</NavLink>
      <NavLink to="/business/policy">Policy</NavLink>
    </nav>
  );

  it('marks the link of the current page, and of a page below it unless `end`', async () => {
    renderAt('/business/users/42', nav);
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Hub' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Policy' })).not.toHaveAttribute('aria-current');

    await userEvent.click(screen.getByRole('link', { name: 'Hub' }));
    expect(screen.getByRole('link', { name: 'Hub' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Users' })).not.toHaveAttribute('aria-current');
  });

  it('a trailing slash and letter case do not matter; a path that only starts alike does not match', () => {
    renderAt('/Business/Policy/', nav);
    expect(screen.getByRole('link', { name: 'Policy' })).toHaveAttribute('aria-current', 'page');
    cleanup();
    renderAt('/business/policyholders', nav);
    expect(screen.getByRole('link', { name: 'Policy' })).not.toHaveAttribute('aria-current');
  });
});
