import { Outlet } from 'react-router';
import { AppChrome } from '../features/chrome/index.ts';
import { SearchSubmitListener } from '../features/search/index.ts';
import { AccountControls, ConfirmAccountPrompt, SignInHost } from '../features/account/index.ts';

/**
 * Root route component: chrome around the current page (with the account controls in the header), the bridge
 * search-submit listener and the app's one sign-in dialog.
 */
export function RootLayout() {
  return (
    <AppChrome headerEnd={<AccountControls />}>
      <ConfirmAccountPrompt />
      <Outlet />
      <SearchSubmitListener />
      <SignInHost />
    </AppChrome>
  );
}
