// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { BRANDS, logoImagePath } from '@travel/brands';
import { signedInAuthState, type FrameLogoOptions } from '@travel/contract';
import { createFrameStore, logger } from '../../../state/index.ts';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { useAuthState } from '../../access/index.ts';
import { AUTH_STATE_ROUTE_PATH } from '../../access/index.ts';
import { CONFETTI_SHOWN_STORAGE_KEY, LOGO_BREAKPOINTS_PX } from './constants.ts';
import { HeaderLogo, chooseHeaderLogo, verticalOfPath } from './header-logo.tsx';
import { renderRouter } from '../../../../test/test-app.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Loads the shared auth state as the header's account controls do. */
function AuthLoader() {
  useAuthState();
  return null;
}

function renderLogo(options: { brand?: keyof typeof BRANDS; logo?: FrameLogoOptions; path?: string; companyLogoUrl?: string; business?: { mode: boolean; stateLogoUrl?: string | null } } = {}) {
  const store = createFrameStore({ ...TEST_BOOTSTRAP, ...(options.logo ? { logo: options.logo } : {}) });
  const brand = BRANDS[options.brand ?? 'default'];
  const auth = signedInAuthState({ email: 'ada@example.com', name: 'Ada' });
  if (options.companyLogoUrl) {
    auth.businessState = { ...auth.businessState, businessMode: true, businessProfile: { id: 'bp', companyName: 'Analytical Engines', companyLogoUrl: options.companyLogoUrl } };
  }
  if (options.business) {
    auth.businessState = {
      ...auth.businessState,
      businessMode: options.business.mode,
      businessProfile: { id: 'bp', companyName: 'Acme Corporation' },
      companyLogoUrl: options.business.stateLogoUrl ?? null,
    };
  }
  const element = (
    <>
      <HeaderLogo brand={brand} />
      {(options.companyLogoUrl || options.business) && <AuthLoader />}
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '/hotels', element },
      { path: AUTH_STATE_ROUTE_PATH, loader: () => auth },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  renderRouter(router, store);
}

describe('chooseHeaderLogo', () => {
  it('picks the asset from brand, variant and presentation, and the compact group from the vertical', () => {
    const pride = chooseHeaderLogo('momondo', 'hotels', { variant: 'pride', presentation: '' });
    expect(pride?.logo.full).toBe('pride');
    expect(pride?.logo.compact).toBe('pride-compact');
    expect(pride?.group).toBe('L');
    expect(pride?.pride).toBe(true);
    expect(chooseHeaderLogo('default', undefined, { variant: 'default', presentation: 'pres-dark-mode' })?.logo.full).toBe('pres-dark-mode');
    expect(chooseHeaderLogo('default', undefined, { variant: 'ukraine', presentation: '' })?.group).toBe('M');
    expect(chooseHeaderLogo('b2b', 'trains', { variant: 'inverted', presentation: '' })?.logo.full).toBe('inverted');
    expect(chooseHeaderLogo('b2b', 'trains', { variant: 'compact', presentation: '' })?.logo.full).toBe('compact');
  });

  it('has nothing for a brand without assets or a themed logo on a dark header', () => {
    expect(chooseHeaderLogo('nope', undefined, { variant: 'default', presentation: '' })).toBeUndefined();
    expect(chooseHeaderLogo('default', undefined, { variant: 'pride', presentation: 'pres-dark-mode' })).toBeUndefined();
  });

  it('verticalOfPath reads the first path segment', () => {
    expect(verticalOfPath('/hotels/4/2026-12-01')).toBe('hotels');
    expect(verticalOfPath('/')).toBeUndefined();
    expect(verticalOfPath('/trips')).toBeUndefined();
  });

  it('the stylesheet switches to the compact mark at the breakpoints in constants.ts', () => {
    const css = readFileSync('frame-app/src/features/chrome/header-logo/header-logo.module.css', 'utf8');
    for (const px of Object.values(LOGO_BREAKPOINTS_PX)) expect(css).toContain(`@media (max-width: ${px - 0.02}px)`);
  });
});

describe('HeaderLogo', () => {
  it('shows the host-chosen variant linking home, with the compact mark beside it', () => {
    renderLogo({ brand: 'hotelscombined', logo: { variant: 'ukraine', presentation: '' }, path: '/hotels' });
    const link = screen.getByRole('link', { name: 'HotelsCombined home' });
    expect(link).toHaveAttribute('href', '/');
    expect(screen.getByRole('img', { name: 'HotelsCombined' })).toHaveAttribute('src', logoImagePath('hotelscombined', 'ukraine'));
    const images = link.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[1]).toHaveAttribute('src', logoImagePath('hotelscombined', 'ukraine-compact'));
  });

  it('without a choice shows the default wordmark', () => {
    renderLogo({ brand: 'mundi' });
    expect(screen.getByRole('img', { name: 'Mundi' })).toHaveAttribute('src', logoImagePath('mundi', 'default'));
  });

  it('the Pride logo animates and schedules the confetti, unless this browser has seen it', async () => {
    renderLogo({ brand: 'opentable', logo: { variant: 'pride', presentation: '' } });
    const link = screen.getByRole('link', { name: 'OpenTable home' });
    expect(screen.getByRole('img', { name: 'OpenTable' })).toHaveAttribute('src', logoImagePath('opentable', 'pride'));
    expect(link.style.getPropertyValue('--logo-animation-ms')).toBe('2000ms');
    await waitFor(() => expect(link).toHaveAttribute('data-confetti', 'scheduled'));
    cleanup();
    localStorage.setItem(CONFETTI_SHOWN_STORAGE_KEY, '2026-06-01T10:00:00.000Z');
    renderLogo({ brand: 'opentable', logo: { variant: 'pride', presentation: '' } });
    await waitFor(() => expect(screen.getByRole('link', { name: 'OpenTable home' })).toHaveAttribute('data-confetti', 'already-shown'));
  });

  it("a missing asset logs 'Logo not found' and renders nothing", async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    renderLogo({ logo: { variant: 'pride', presentation: 'pres-dark-mode' } });
    await waitFor(() => expect(error).toHaveBeenCalledWith('Logo not found', expect.objectContaining({ brand: 'default', variant: 'pride' })));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a business company logo replaces the product logo and falls back to it when it fails to load', async () => {
    renderLogo({ brand: 'b2b', companyLogoUrl: 'https://cdn.example/engines.png' });
    const company = await screen.findByRole('img', { name: 'Analytical Engines logo' });
    expect(company).toHaveAttribute('src', 'https://cdn.example/engines.png');
    expect(screen.getByRole('link', { name: 'Tripwise for Business home' })).toContainElement(company);
    fireEvent.error(company);
    expect(await screen.findByRole('img', { name: 'Tripwise for Business' })).toHaveAttribute('src', logoImagePath('b2b', 'default'));
    expect(screen.queryByRole('img', { name: 'Analytical Engines logo' })).toBeNull();
  });

  it('business mode shows the b2b brand variant whatever the partner brand; the personal side keeps the partner logo', async () => {
    renderLogo({ brand: 'momondo', business: { mode: true } });
    expect(await screen.findByRole('img', { name: 'Tripwise for Business' })).toHaveAttribute('src', logoImagePath('b2b', 'default'));
    expect(screen.getByRole('link', { name: 'Tripwise for Business home' })).toBeInTheDocument();
    cleanup();
    renderLogo({ brand: 'momondo', business: { mode: false } });
    expect(await screen.findByRole('img', { name: 'momondo' })).toBeInTheDocument();
  });

  it("the auth state's businessState.companyLogoUrl (served by the product) is the company logo, falling back to the b2b logo", async () => {
    renderLogo({ brand: 'momondo', business: { mode: true, stateLogoUrl: '/company-logos/acme.png' } });
    const company = await screen.findByRole('img', { name: 'Acme Corporation logo' });
    expect(company).toHaveAttribute('src', '/company-logos/acme.png');
    fireEvent.error(company);
    expect(await screen.findByRole('img', { name: 'Tripwise for Business' })).toHaveAttribute('src', logoImagePath('b2b', 'default'));
  });
});
