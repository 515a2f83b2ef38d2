/** The book-for-other panel of the business header (issue #25); loaded lazily by the header's business controls. */
export { BookForPanel } from './book-for-panel.tsx';
export type { BookForPanelProps } from './book-for-panel.tsx';
