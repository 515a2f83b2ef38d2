import { Outlet } from 'react-router';
import { AppChrome } from '../features/chrome/index.ts';
import { SearchSubmitListener } from '../features/search/index.ts';

/** Root route component: chrome around the current page, plus the bridge search-submit listener. */
export function RootLayout() {
  return (
    <AppChrome>
      <Outlet />
      <SearchSubmitListener />
    </AppChrome>
  );
}
