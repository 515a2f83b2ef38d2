/**
 * Storage for the frame that works where the browser denies a cross-site frame its Web Storage.
 *
 * The frame is a cross-site iframe. Chromium with third-party cookies blocked (the e2e browser, Chrome's
 * third-party cookie phase-out) throws "Access is denied for this document" on `sessionStorage` and `localStorage`
 * inside it, while partitioned cookies (`Partitioned`, CHIPS) still work, under the partner's site. Spec values the
 * frame keeps in session storage (core-and-business §9: `tripSaveLater`, `trips.sign-in.closed`) or local storage
 * (account-business-header-and-trips §4: the trips drawer's first-opened time) then live in a partitioned cookie:
 * a session cookie for session storage, a one-year cookie for local storage. The cookie's Path is `/p/` (the frame
 * pages), so the values never ride along on API calls. Where cookies are refused too, an in-memory map keeps them
 * for the life of the frame document (enough for a sign-in inside the frame).
 *
 * Each accessor returns a `Storage`-like object whose calls never throw.
 */

/** What the accessors return: the subset of `Storage` the frame uses. Never throws. */
export interface FrameStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  /** Where values live: 'web-storage', 'partitioned-cookie' or 'memory'. */
  readonly kind: 'web-storage' | 'partitioned-cookie' | 'memory';
}

/** Lifetime of a local-storage value kept in a cookie, seconds (one year). */
const LOCAL_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;
/** Cookie names carry this prefix so they never collide with the server's (`sid`, `locale_choice`). */
const COOKIE_PREFIX = 'fs.';
const COOKIE_PATH = '/p/';

function webStorage(get: () => Storage): FrameStorage | null {
  try {
    const s = get();
    s.getItem('__probe__');
    return {
      kind: 'web-storage',
      getItem: (k) => {
        try {
          return s.getItem(k);
        } catch {
          return null;
        }
      },
      setItem: (k, v) => {
        try {
          s.setItem(k, v);
        } catch {
          // quota or a policy change mid-session: the value is not kept
        }
      },
      removeItem: (k) => {
        try {
          s.removeItem(k);
        } catch {
          // as above
        }
      },
    };
  } catch {
    return null;
  }
}

function cookieStorage(doc: Document, maxAgeS: number | null): FrameStorage | null {
  try {
    void doc.cookie;
  } catch {
    return null;
  }
  const name = (k: string) => `${COOKIE_PREFIX}${encodeURIComponent(k)}`;
  const write = (k: string, v: string, age: number | null) => {
    try {
      doc.cookie = `${name(k)}=${encodeURIComponent(v)}; Path=${COOKIE_PATH}${age === null ? '' : `; Max-Age=${age}`}; SameSite=None; Secure; Partitioned`;
    } catch {
      // refused: not kept
    }
  };
  return {
    kind: 'partitioned-cookie',
    getItem: (k) => {
      try {
        const prefix = `${name(k)}=`;
        const hit = doc.cookie.split('; ').find((pair) => pair.startsWith(prefix));
        return hit === undefined ? null : decodeURIComponent(hit.slice(prefix.length));
      } catch {
        return null;
      }
    },
    setItem: (k, v) => write(k, v, maxAgeS),
    removeItem: (k) => write(k, '', 0),
  };
}

function memoryStorage(): FrameStorage {
  const values = new Map<string, string>();
  return { kind: 'memory', getItem: (k) => values.get(k) ?? null, setItem: (k, v) => void values.set(k, v), removeItem: (k) => void values.delete(k) };
}

/** A cookie write is only useful when the browser keeps it: write a probe and read it back. */
function cookiesWork(storage: FrameStorage): boolean {
  storage.setItem('__probe__', '1');
  const ok = storage.getItem('__probe__') === '1';
  storage.removeItem('__probe__');
  return ok;
}

let sessionStore: FrameStorage | null = null;
let localStore: FrameStorage | null = null;

/** The frame's session storage: `sessionStorage`, else a partitioned session cookie, else memory. */
export function frameSessionStorage(): FrameStorage {
  if (!sessionStore) {
    const cookies = cookieStorage(document, null);
    sessionStore = webStorage(() => window.sessionStorage) ?? (cookies && cookiesWork(cookies) ? cookies : memoryStorage());
  }
  return sessionStore;
}

/** The frame's local storage: `localStorage`, else a partitioned one-year cookie, else memory. */
export function frameLocalStorage(): FrameStorage {
  if (!localStore) {
    const cookies = cookieStorage(document, LOCAL_COOKIE_MAX_AGE_S);
    localStore = webStorage(() => window.localStorage) ?? (cookies && cookiesWork(cookies) ? cookies : memoryStorage());
  }
  return localStore;
}

/** Forgets the chosen backends (tests swap `window.sessionStorage` between cases). */
export function resetFrameStorageForTests(): void {
  sessionStore = null;
  localStore = null;
}
