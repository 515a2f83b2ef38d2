// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { createFrameStore, resolveFrameBrand } from '../../state/index.ts';
import { TEST_BOOTSTRAP } from '../../../test/test-fixtures.ts';
import { AppChrome } from './app-chrome.tsx';
import { AppErrorBoundary, RouteErrorPage } from './error-boundary.tsx';
import { renderRouter } from '../../../test/test-app.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function Thrower(): never {
  throw new Error('boom');
}

describe('chrome', () => {
  it('header logo links home with the brand name, and the skip link targets main', () => {
    const store = createFrameStore(TEST_BOOTSTRAP);
    const router = createMemoryRouter([{ path: '/', element: <AppChrome>page</AppChrome> }], { initialEntries: ['/'] });
    renderRouter(router, store);
    const home = screen.getByRole('link', { name: /home$/ });
    const img = screen.getByRole('img');
    expect(home).toHaveAccessibleName(`${img.getAttribute('alt')} home`);
    expect(home).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
    for (const name of ['--brand-primary', '--brand-on-primary', '--brand-surface', '--brand-radius', '--brand-font']) {
      expect(document.documentElement.style.getPropertyValue(name)).not.toBe('');
    }
  });

  it('an unknown brand logs a warning and falls back to the default', () => {
    const warn = vi.fn();
    const brand = resolveFrameBrand({ ...TEST_BOOTSTRAP, brandDisplayName: 'nope-brand' }, { warn });
    expect(warn).toHaveBeenCalledWith('Unknown brand "nope-brand", using default');
    expect(brand.id).toBe(TEST_BOOTSTRAP.partner.defaultBrand);
  });

  it('a route error shows "Unexpected Application Error!"', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', Component: Thrower, errorElement: <RouteErrorPage /> }]);
    render(
      <IntlProvider locale="en">
        <RouterProvider router={router} />
      </IntlProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });

  it('the app error boundary shows "Unexpected Application Error!"', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <IntlProvider locale="en">
        <AppErrorBoundary>
          <Thrower />
        </AppErrorBoundary>
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
  });
});
