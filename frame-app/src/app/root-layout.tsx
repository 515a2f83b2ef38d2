import { lazy, Suspense, type ComponentType } from 'react';
import { Outlet } from 'react-router';
import { AppChrome, useAuthStateFollowsTab, useNewPageAtTop } from '../features/chrome/index.ts';
import { SearchSubmitListener } from '../features/search/index.ts';
import { TripsHeaderControls } from '../features/trips/index.ts';
import { CookieNoticeSlot } from '../features/consent/index.ts';
import { loadBusinessMenuLinks } from '../features/business/index.ts';
// The module itself, not account/index.ts: that entry would put the account feature on the first page.
import { SignInStandIn } from '../features/account/menu/sign-in-stand-in.tsx';
import { logger } from '../state/index.ts';
import { useFirstRouteRendered } from './first-render.ts';
import { lazyWithRetry } from './lazy-with-retry.ts';

/** root-extras.tsx, one chunk for all its parts, imported with retries (core-and-business §8). */
const loadExtras = lazyWithRetry(() => import('./root-extras.tsx'));

/** A lazily loaded part of root-extras.tsx; when the chunk cannot be loaded (e.g. offline) it is logged and shows nothing. */
function extra(name: 'AccountControls' | 'BusinessHeaderControls' | 'BusinessConfirmPromptGate' | 'ImpersonationBannerGate' | 'ConfirmAccountPrompt' | 'GoogleOneTap' | 'ReturningUserPrompt' | 'SignInHost' | 'ConsentRoot') {
  return lazy<ComponentType>(() =>
    loadExtras().then(
      (module) => ({ default: module[name] as ComponentType }),
      (error: unknown) => {
        logger.warn(`the root layout's ${name} failed to load`, error);
        return { default: () => null };
      },
    ),
  );
}

const AccountControls = extra('AccountControls');
const BusinessHeaderControls = extra('BusinessHeaderControls');
const BusinessConfirmPromptGate = extra('BusinessConfirmPromptGate');
const ImpersonationBannerGate = extra('ImpersonationBannerGate');
const ConfirmAccountPrompt = extra('ConfirmAccountPrompt');
const GoogleOneTap = extra('GoogleOneTap');
const ReturningUserPrompt = extra('ReturningUserPrompt');
const SignInHost = extra('SignInHost');
const ConsentRoot = extra('ConsentRoot');

/**
 * Root route component (a new page starts at its top: useNewPageAtTop; the auth state is loaded again when the tab
 * becomes visible: useAuthStateFollowsTab): chrome around the current page (with the trips controls and the account controls in the header), the bridge
 * search-submit listener, the app's one sign-in dialog, the returning-user sign-in prompt (front door only) and the
 * consent root (cookie banner, other consent surfaces, `__tcfapi`, the industry and data-sharing dialogs); the cookie
 * notice's row at the top of the page content (issue #22).
 *
 * The account controls, the account prompts, the sign-in host and the consent root (root-extras.tsx), and the
 * chrome's footer, are loaded once the first route has rendered (issue #23 "First page budget"); each shows nothing until then, except
 * the account controls: an invisible "Sign in" stand-in holds their place from the first render, and while the auth state is unknown
 * (SignInStandIn: the header's height and fit do not change after "Ready", issue #23). If their chunk
 * cannot be loaded, that is logged and they show nothing: the page itself never falls over because of them.
 */
export function RootLayout() {
  useNewPageAtTop();
  // The auth state follows the tab becoming visible again, as the trips store does (issue #22).
  useAuthStateFollowsTab();
  const extras = useFirstRouteRendered();
  return (
    <AppChrome
      footerReady={extras}
      adminNavigation={loadBusinessMenuLinks}
      headerEnd={
        <>
          <TripsHeaderControls />
          {extras ? (
            <Suspense fallback={<SignInStandIn />}>
              <BusinessHeaderControls />
              <AccountControls />
            </Suspense>
          ) : (
            <SignInStandIn />
          )}
        </>
      }
    >
      <CookieNoticeSlot />
      {extras ? (
        <Suspense fallback={null}>
          <ImpersonationBannerGate />
          <ConfirmAccountPrompt />
          <BusinessConfirmPromptGate />
        </Suspense>
      ) : null}
      <Outlet />
      <SearchSubmitListener />
      {extras ? (
        <Suspense fallback={null}>
          <GoogleOneTap />
          <SignInHost />
          <ReturningUserPrompt />
          <ConsentRoot />
        </Suspense>
      ) : null}
    </AppChrome>
  );
}
