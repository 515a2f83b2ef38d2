/**
 * zod's English messages in the frame (api/zod-english.ts): the front door parses with zod/mini, which installs no
 * locale, so a bridge reply's description waits for the English messages.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { config, z } from 'zod/mini';
import { describeInvalid, loadZodEnglish } from './zod-english.ts';

const installed = config().localeError;

afterEach(() => {
  config({ localeError: installed });
});

describe('describeInvalid', () => {
  const Schema = z.object({ adults: z.number().check(z.maximum(9)) });

  it('words every issue in English, with its path, even when no locale was installed before', async () => {
    config({ localeError: undefined });
    expect(await describeInvalid(Schema, { adults: 12 })).toBe('✖ Too big: expected number to be <=9\n  → at adults');
    expect(config().localeError).toBeTypeOf('function');
  });

  it('keeps a locale installed before, and says nothing of a valid value', async () => {
    const mine = () => 'Mauvaise valeur';
    config({ localeError: mine });
    await loadZodEnglish();
    expect(await describeInvalid(Schema, { adults: 12 })).toBe('✖ Mauvaise valeur\n  → at adults');
    expect(await describeInvalid(Schema, { adults: 2 })).toBe('');
  });
});
