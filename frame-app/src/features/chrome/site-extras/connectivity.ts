/**
 * Connectivity (account-business-header-and-trips §4 "Online, offline and cookies-disabled states are tracked"):
 * `offline` while the browser says so (navigator.onLine, online/offline events), else `cookies-disabled` when the
 * browser refuses cookies (navigator.cookieEnabled), else `online`.
 */
import { useSyncExternalStore } from 'react';

export type Connectivity = 'online' | 'offline' | 'cookies-disabled';

/** The state for a navigator's flags. */
export function connectivityOf(nav: { onLine: boolean; cookieEnabled: boolean }): Connectivity {
  if (!nav.onLine) return 'offline';
  return nav.cookieEnabled ? 'online' : 'cookies-disabled';
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The current connectivity, re-rendering when the browser goes on- or offline. */
export function useConnectivity(): Connectivity {
  return useSyncExternalStore(subscribe, () => connectivityOf(navigator), () => 'online');
}
