/**
 * Vitest setup of the `frame` project, which runs its files without isolation (vitest.config.ts): one jsdom document
 * per worker is shared by every file. After each file, unmount what it rendered with Testing Library (Vitest runs
 * without globals, so Testing Library's automatic cleanup is off and several files never call `cleanup`) and empty
 * the document, so no tree, portal or live region of one file is found by the next one's queries (a leftover
 * `role="alert"` made a `findByRole('alert')` of booking-page.test.tsx time out). Within a file nothing changes.
 */
import { afterAll } from 'vitest';
import { cleanup } from '@testing-library/react';

afterAll(() => {
  if (typeof document === 'undefined') return;
  cleanup();
  document.body.replaceChildren();
  document.body.removeAttribute('style');
  document.body.removeAttribute('class');
});
