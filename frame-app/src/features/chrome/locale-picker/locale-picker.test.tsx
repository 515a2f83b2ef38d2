// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, useLocation } from 'react-router';
import { signedOutAuthState } from '@travel/contract';
import { createFrameStore, localeAtom } from '../../../state/index.ts';
import { TEST_BOOTSTRAP } from '../../../../test/test-fixtures.ts';
import { AUTH_STATE_ROUTE_PATH } from '../../access/index.ts';
import { createFetchStub } from '../../../../test/test-http.ts';
import { FlagImage } from './flag-image.tsx';
import { LocalePickerTrigger } from './locale-picker-trigger.tsx';
import { renderRouter } from '../../../../test/test-app.tsx';

let narrow = false;
let http: ReturnType<typeof createFetchStub>;
beforeEach(() => {
  narrow = false;
  http = createFetchStub();
  http.handler = () => new Response(null, { status: 204 });
  vi.stubGlobal('fetch', http.fetch);
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: narrow,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** Bodies of the PUT /i/api/locale/v1/choice calls made. */
function choiceWrites(): unknown[] {
  return http.fetch.mock.calls
    .filter(([input, init]) => String(input).includes('/i/api/locale/v1/choice') && init?.method === 'PUT')
    .map(([, init]) => JSON.parse(String(init?.body)));
}

function Where() {
  const location = useLocation();
  return <output aria-label="route">{location.pathname}</output>;
}

function renderPicker(path = '/flights') {
  const store = createFrameStore(TEST_BOOTSTRAP);
  const router = createMemoryRouter(
    [
      {
        path: '/',
        children: [
          { path: AUTH_STATE_ROUTE_PATH.slice(1), loader: () => signedOutAuthState() },
          {
            path: '*',
            element: (
              <>
                <LocalePickerTrigger />
                <Where />
              </>
            ),
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  renderRouter(router, store);
  return { store, router };
}

async function openPicker() {
  const user = userEvent.setup();
  const trigger = screen.getByRole('button', { name: 'English (United States): change country and language' });
  trigger.focus();
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: 'Country and language' });
  return { user, trigger, dialog };
}

describe('LocalePickerTrigger', () => {
  it('shows the current language and opens a dropdown whose search starts focused', async () => {
    renderPicker();
    const { dialog, trigger } = await openPicker();
    expect(trigger).toHaveTextContent('English');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveAttribute('data-variant', 'dropdown');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search for a country or language' })).toHaveFocus());
    expect(screen.getAllByRole('link').length).toBeGreaterThan(20);
  });

  it('narrow frames get the full-screen dialog variant', async () => {
    narrow = true;
    renderPicker();
    const { dialog } = await openPicker();
    expect(dialog).toHaveAttribute('data-variant', 'dialog');
  });

  it('search finds Deutschland; keyboard choice turns the locale German in place, keeps the page and returns focus', async () => {
    const { store } = renderPicker('/flights');
    const { user, trigger } = await openPicker();
    await user.keyboard('  deutschland ');
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName(/Germany/);
    expect(links[0]).toHaveAttribute('href', '/p/demo/in?cc=de&lc=de');
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(store.get(localeAtom).tag).toBe('de-DE'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trigger).toHaveFocus();
    expect(screen.getByLabelText('route')).toHaveTextContent('/flights');
    // Kept for the session on the server (PUT /i/api/locale/v1/choice).
    await waitFor(() => expect(choiceWrites()).toEqual([{ tag: 'de-DE', hostTag: null }]));
  });

  it('shows a no-results title and subtitle when nothing matches', async () => {
    renderPicker();
    const { user } = await openPicker();
    await user.keyboard('atlantis');
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.getByText('No country or language found')).toBeInTheDocument();
    expect(screen.getByText(/Check the spelling/)).toBeInTheDocument();
  });

  it('a country with several languages lists each language as its own link', async () => {
    renderPicker();
    const { user } = await openPicker();
    await user.keyboard('switzerland');
    expect(screen.getAllByRole('link').map((l) => l.getAttribute('aria-label'))).toEqual([
      'Switzerland, Deutsch',
      'Switzerland, Français',
      'Switzerland, Italiano',
    ]);
  });

  it('clicking the active locale does nothing: same locale, picker stays open, nothing saved', async () => {
    const { store } = renderPicker();
    const { user } = await openPicker();
    await user.keyboard('united states');
    const active = screen.getByRole('link', { name: 'United States, English' });
    expect(active).toHaveAttribute('aria-current', 'true');
    await user.click(active);
    expect(store.get(localeAtom).tag).toBe('en-US');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(choiceWrites()).toEqual([]);
  });

  it('Escape closes the picker and focus returns to the trigger', async () => {
    renderPicker();
    const { user, trigger } = await openPicker();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('FlagImage', () => {
  it('loads the flag from the product and shows a placeholder when the image fails', () => {
    const { container } = render(<FlagImage code="de" size="small" />);
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('src', '/images/flags/de.svg');
    expect(img).toHaveAttribute('width', '21');
    expect(img).toHaveAttribute('height', '14');
    fireEvent.error(img as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    const placeholder = container.querySelector('[data-flag-placeholder]');
    expect(placeholder).toHaveStyle({ width: '21px', height: '14px' });
  });
});
