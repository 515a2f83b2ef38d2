/**
 * Vitest setup shared by every unit test: DOM matchers for Testing Library (no-op in node tests), and one
 * wait limit for every `findBy*` / `waitFor`: 10 s. Waiting ends as soon as the condition holds, so a longer
 * limit costs nothing when a test passes; it keeps whole-app renders (lazy routes, loaders) from failing on a
 * loaded 2-core machine where the library's 1 s default is not enough.
 */
import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/dom';

configure({ asyncUtilTimeout: 10_000 });
