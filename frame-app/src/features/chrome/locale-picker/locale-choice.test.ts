import { afterEach, describe, expect, it, vi } from 'vitest';
import { LOCALE_CHOICE_STORAGE_KEY } from './constants.ts';
import { chooseLocale, readLocaleChoice, startupLocale, writeLocaleChoice, type LocaleChoiceContext } from './locale-choice.ts';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

function context(patch: Partial<LocaleChoiceContext> = {}): LocaleChoiceContext {
  return {
    currentTag: 'en-US',
    hostTag: 'en-US',
    business: false,
    currentPath: '/p/demo/flights',
    storage: memoryStorage(),
    setLocale: vi.fn(),
    navigate: vi.fn(),
    post: vi.fn(async () => undefined),
    reload: vi.fn(),
    ...patch,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('chooseLocale', () => {
  it('does nothing for the active locale (§4)', async () => {
    const ctx = context();
    expect(await chooseLocale({ locale: 'en-US', dataHref: '/p/demo/' }, ctx)).toBe('unchanged');
    expect(ctx.setLocale).not.toHaveBeenCalled();
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect(ctx.post).not.toHaveBeenCalled();
    expect(readLocaleChoice(ctx.storage)).toBeNull();
  });

  it('changes the locale in place, keeps the page and remembers the choice for the session', async () => {
    const ctx = context();
    expect(await chooseLocale({ locale: 'de-DE', dataHref: '/p/demo/flights' }, ctx)).toBe('changed');
    expect(ctx.setLocale).toHaveBeenCalledWith('de-DE');
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect(readLocaleChoice(ctx.storage)).toEqual({ tag: 'de-DE', hostTag: 'en-US' });
  });

  it('goes to the link when it is another page', async () => {
    const ctx = context();
    await chooseLocale({ locale: 'fr-FR', dataHref: '/p/demo/' }, ctx);
    expect(ctx.navigate).toHaveBeenCalledWith('/p/demo/');
  });

  it('business users save with setLanguage (underscore locale code) and reload (§7)', async () => {
    const ctx = context({ business: true });
    expect(await chooseLocale({ locale: 'de-CH', dataHref: '/p/demo/flights' }, ctx)).toBe('reloading');
    expect(ctx.post).toHaveBeenCalledWith('/i/api/business/v1/legalEntities/user/setLanguage', { localeCode: 'de_CH' });
    expect(ctx.reload).toHaveBeenCalledTimes(1);
    expect(readLocaleChoice(ctx.storage)?.tag).toBe('de-CH');
  });

  it("a failed business save logs 'Failed to change K4B locale' and changes nothing (§8)", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('HTTP 500');
    const ctx = context({ business: true, post: vi.fn(async () => Promise.reject(failure)) });
    expect(await chooseLocale({ locale: 'de-DE', dataHref: '/p/demo/flights' }, ctx)).toBe('failed');
    expect(error).toHaveBeenCalledWith('[frame]', 'Failed to change K4B locale', failure);
    expect(ctx.setLocale).not.toHaveBeenCalled();
    expect(ctx.reload).not.toHaveBeenCalled();
    expect(readLocaleChoice(ctx.storage)).toBeNull();
  });
});

describe('startupLocale (where the locale comes from)', () => {
  it('applies the stored choice while the host passes the same locale parameter', () => {
    const storage = memoryStorage();
    writeLocaleChoice(storage, { tag: 'de-DE', hostTag: 'en-US' });
    expect(startupLocale(storage, 'en-US')).toBe('de-DE');
  });

  it("a different host parameter wins and forgets the stored choice", () => {
    const storage = memoryStorage();
    writeLocaleChoice(storage, { tag: 'de-DE', hostTag: 'en-US' });
    expect(startupLocale(storage, 'fr-FR')).toBeNull();
    expect(storage.getItem(LOCALE_CHOICE_STORAGE_KEY)).toBeNull();
  });

  it('without a host parameter the history-remembered locale stays (no change, choice kept)', () => {
    const storage = memoryStorage();
    writeLocaleChoice(storage, { tag: 'de-DE', hostTag: 'en-US' });
    expect(startupLocale(storage, null)).toBeNull();
    expect(readLocaleChoice(storage)?.tag).toBe('de-DE');
  });

  it('ignores malformed or missing storage', () => {
    const storage = memoryStorage();
    storage.setItem(LOCALE_CHOICE_STORAGE_KEY, '{"tag":"<script>"}');
    expect(startupLocale(storage, 'en-US')).toBeNull();
    storage.setItem(LOCALE_CHOICE_STORAGE_KEY, 'not json');
    expect(startupLocale(storage, 'en-US')).toBeNull();
    expect(startupLocale(null, 'en-US')).toBeNull();
  });
});
