/** Vitest setup shared by every unit test: DOM matchers for Testing Library (no-op in node tests). */
import '@testing-library/jest-dom/vitest';
