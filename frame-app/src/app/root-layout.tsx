import { Outlet } from 'react-router';
import { AppChrome, useAuthStateFollowsTab, useNewPageAtTop } from '../features/chrome/index.ts';
import { SearchSubmitListener } from '../features/search/index.ts';
import { AccountControls, ConfirmAccountPrompt, GoogleOneTap, ReturningUserPrompt, SignInHost } from '../features/account/index.ts';
import { TripsHeaderControls } from '../features/trips/index.ts';
import { ConsentRoot, CookieNoticeSlot } from '../features/consent/index.ts';

/**
 * Root route component (a new page starts at its top: useNewPageAtTop; the auth state is loaded again when the tab
 * becomes visible: useAuthStateFollowsTab): chrome around the current page (with the trips controls and the account controls in the header), the bridge
 * search-submit listener, the app's one sign-in dialog, the returning-user sign-in prompt (front door only) and the
 * consent root (cookie banner, other consent surfaces, `__tcfapi`, the industry and data-sharing dialogs); the cookie
 * notice's row at the top of the page content (issue #22).
 */
export function RootLayout() {
  useNewPageAtTop();
  // The auth state follows the tab becoming visible again, as the trips store does (issue #22).
  useAuthStateFollowsTab();
  return (
    <AppChrome
      headerEnd={
        <>
          <TripsHeaderControls />
          <AccountControls />
        </>
      }
    >
      <CookieNoticeSlot />
      <ConfirmAccountPrompt />
      <Outlet />
      <GoogleOneTap />
      <SearchSubmitListener />
      <SignInHost />
      <ReturningUserPrompt />
      <ConsentRoot />
    </AppChrome>
  );
}
