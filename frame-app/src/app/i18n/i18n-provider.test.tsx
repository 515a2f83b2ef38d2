// @vitest-environment jsdom
/**
 * Locale and currency are state: writing localeAtom re-renders text and price formatting in place, without
 * remounting what is inside the provider (issue #8), and a catalogue is loaded only when its locale is used.
 */
import { useEffect, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { Provider as JotaiProvider, useAtomValue } from 'jotai';
import { useIntl } from 'react-intl';
import { createFrameStore, localeAtom } from '../../state/index.ts';
import { TEST_BOOTSTRAP } from '../../../test/test-fixtures.ts';
import { chromeMessages } from '../../features/chrome/index.ts';
import { I18nProvider } from './index.ts';

// A stand-in German catalogue with one message (test data, not a translation): proves the lazy load and
// the per-message English fallback. The other catalogues are the real files.
const deLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./catalogs/de/base.json', () => {
  deLoads.count += 1;
  return { default: { 'chrome.loading': '[de] chrome.loading' } };
});

afterEach(cleanup);

let mounts = 0;

function Probe() {
  const intl = useIntl();
  const { currency } = useAtomValue(localeAtom);
  const node = useRef<HTMLDivElement>(null);
  useEffect(() => {
    mounts += 1;
  }, []);
  return (
    <div ref={node} data-testid="probe">
      <p>{intl.formatMessage(chromeMessages.loading)}</p>
      <p>{intl.formatMessage(chromeMessages.reload)}</p>
      <p data-testid="price">{intl.formatNumber(1234.5, { style: 'currency', currency })}</p>
    </div>
  );
}

function renderWith(store: ReturnType<typeof createFrameStore>) {
  return render(
    <JotaiProvider store={store}>
      <I18nProvider>
        <Probe />
      </I18nProvider>
    </JotaiProvider>,
  );
}

describe('I18nProvider', () => {
  it('switches text and price formatting when localeAtom changes, without remounting', async () => {
    mounts = 0;
    const store = createFrameStore(TEST_BOOTSTRAP);
    renderWith(store);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    expect(screen.getByTestId('price')).toHaveTextContent('$1,234.50');
    expect(document.documentElement.lang).toBe('en-US');
    const probe = screen.getByTestId('probe');
    expect(deLoads.count).toBe(0);

    // Awaited: the German catalogue loads (suspends) inside the act scope.
    await act(async () => store.set(localeAtom, { tag: 'de-DE', currency: 'EUR' }));
    expect(await screen.findByText('[de] chrome.loading')).toBeInTheDocument();
    expect(screen.getByText('Reload')).toBeInTheDocument(); // not in the catalogue: English
    expect(screen.getByTestId('price').textContent).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(1234.5));
    // <html lang> follows in an effect after the render that shows the new text.
    await waitFor(() => expect(document.documentElement.lang).toBe('de-DE'));
    expect(deLoads.count).toBe(1);

    act(() => store.set(localeAtom, { currency: 'JPY' }));
    expect(screen.getByTestId('price').textContent).toBe(new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'JPY' }).format(1234.5));

    await act(async () => store.set(localeAtom, { tag: 'en-GB' }));
    expect(await screen.findByText('Loading…')).toBeInTheDocument();
    expect(screen.getByTestId('price').textContent).toBe(new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'JPY' }).format(1234.5));

    expect(screen.getByTestId('probe')).toBe(probe);
    expect(mounts).toBe(1);
  });

  it('a frame that starts in another locale renders once its catalogue is loaded', async () => {
    await act(async () => renderWith(createFrameStore({ ...TEST_BOOTSTRAP, locale: 'ja-JP', currency: 'JPY' })));
    // The real Japanese catalogue (lazy chunk): its text, not the English fallback.
    expect(await screen.findByText('読み込み中…')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(screen.getByTestId('price').textContent).toBe(new Intl.NumberFormat('ja-JP', { style: 'currency', currency: 'JPY' }).format(1234.5));
    expect(document.documentElement.lang).toBe('ja-JP');
  });

  it('refuses a malformed locale or currency', () => {
    const store = createFrameStore(TEST_BOOTSTRAP);
    expect(() => store.set(localeAtom, { tag: 'german' })).toThrow();
    expect(() => store.set(localeAtom, { currency: 'euro' })).toThrow();
    expect(store.get(localeAtom)).toMatchObject({ tag: 'en-US', currency: 'USD' });
  });
});
