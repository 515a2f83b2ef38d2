/**
 * The UI kit showcase (issue #10): a page at `/ui-kit` showing every generic piece of `src/ui` for developers and
 * brand managers, opened from the demo partner page's "UI kit" page.
 */
export { uiKitMessages } from './messages.ts';
