import { afterEach, describe, expect, it, vi } from 'vitest';
import { chooseLocale, type LocaleChoiceContext, type StoredLocaleChoice } from './locale-choice.ts';

function memoryStore(initial: StoredLocaleChoice | null = null) {
  let value = initial;
  const store = {
    write: vi.fn(async (choice: StoredLocaleChoice) => {
      value = choice;
    }),
    get value() {
      return value;
    },
  };
  return store;
}

function context(patch: Partial<LocaleChoiceContext> = {}): LocaleChoiceContext & { store: ReturnType<typeof memoryStore> } {
  return {
    currentTag: 'en-US',
    hostTag: 'en-US',
    business: false,
    currentPath: '/p/demo/flights',
    store: memoryStore(),
    setLocale: vi.fn(),
    navigate: vi.fn(),
    post: vi.fn(async () => undefined),
    reload: vi.fn(),
    ...patch,
  } as LocaleChoiceContext & { store: ReturnType<typeof memoryStore> };
}

afterEach(() => vi.restoreAllMocks());

describe('chooseLocale', () => {
  it('does nothing for the active locale (§4)', async () => {
    const ctx = context();
    expect(await chooseLocale({ locale: 'en-US', dataHref: '/p/demo/' }, ctx)).toBe('unchanged');
    expect(ctx.setLocale).not.toHaveBeenCalled();
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect(ctx.post).not.toHaveBeenCalled();
    expect(ctx.store.write).not.toHaveBeenCalled();
  });

  it('changes the locale in place, keeps the page and remembers the choice for the session', async () => {
    const ctx = context();
    expect(await chooseLocale({ locale: 'de-DE', dataHref: '/p/demo/flights' }, ctx)).toBe('changed');
    expect(ctx.setLocale).toHaveBeenCalledWith('de-DE');
    expect(ctx.navigate).not.toHaveBeenCalled();
    expect(ctx.store.value).toEqual({ tag: 'de-DE', hostTag: 'en-US' });
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
    expect(ctx.store.value?.tag).toBe('de-CH');
  });

  it("a failed business save logs 'Failed to change K4B locale' and changes nothing (§8)", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = new Error('HTTP 500');
    const ctx = context({ business: true, post: vi.fn(async () => Promise.reject(failure)) });
    expect(await chooseLocale({ locale: 'de-DE', dataHref: '/p/demo/flights' }, ctx)).toBe('failed');
    expect(error).toHaveBeenCalledWith('[frame]', 'Failed to change K4B locale', failure);
    expect(ctx.setLocale).not.toHaveBeenCalled();
    expect(ctx.reload).not.toHaveBeenCalled();
    expect(ctx.store.write).not.toHaveBeenCalled();
  });
});

describe('saving the choice', () => {
  it('a failed save still applies the locale (logged as a warning)', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const ctx = context();
    ctx.store.write.mockRejectedValueOnce(new Error('offline'));
    expect(await chooseLocale({ locale: 'ja-JP', dataHref: '/p/demo/flights' }, ctx)).toBe('changed');
    expect(ctx.setLocale).toHaveBeenCalledWith('ja-JP');
    expect(warn).toHaveBeenCalled();
  });
});
