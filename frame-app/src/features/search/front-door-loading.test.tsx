// @vitest-environment jsdom
/**
 * The front door's lazily loaded forms (issue #23 "First page budget"; front-door-page.tsx): a tab whose form's code
 * has not arrived yet shows a polite "Loading the search form…" status in its panel, never an empty panel, and the
 * form replaces it once the code is there. The chunk is held back with a mock whose import waits for the test.
 * Runs in the frame-isolated project: in a shared module graph another file has already loaded the forms.
 */
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderApp } from '../../../test/test-app.tsx';
import { searchRouteModules } from './index.ts';

const gate = vi.hoisted(() => {
  let release: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { opened, release: () => release() };
});

vi.mock('./vertical-forms.tsx', async (importOriginal) => {
  await gate.opened;
  return importOriginal();
});

beforeAll(async () => {
  await searchRouteModules.frontDoor();
});
afterEach(cleanup);

describe('front door: a vertical whose form is still loading', () => {
  it('shows a polite loading status in the hotels panel, then the hotel form', async () => {
    renderApp('/?vertical=hotels');
    const status = await screen.findByText('Loading the search form…');
    expect(status).toHaveAttribute('role', 'status');
    expect(screen.getByRole('tabpanel')).toContainElement(status);
    expect(screen.getByRole('tab', { name: 'Hotels' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('button', { name: 'Search hotels' })).toBeNull();

    gate.release();
    expect(await screen.findByRole('button', { name: 'Search hotels' })).toBeInTheDocument();
    expect(screen.queryByText('Loading the search form…')).toBeNull();
  });
});
