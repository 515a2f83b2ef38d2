/**
 * zod's English issue messages in the frame (issue #23 "First page budget"). The contract writes the schemas the
 * front door parses with `zod/mini`, which installs no locale of its own: until one is installed, an issue whose
 * schema gives no message reads "Invalid input" instead of, e.g., "Too big: expected number to be <=9". Classic
 * zod installs English when it builds its first schema (on a later page); this module loads zod's English locale
 * (about 1 KB) on its own: the app asks for it once the first route has rendered ({@link loadZodEnglish}), and
 * {@link describeInvalid} waits for it before it words a bridge reply, so a partner's developer always reads the
 * English description.
 */
import { config, prettifyError, safeParse, type z } from 'zod/mini';
import { logger } from '../state/index.ts';

let english: Promise<(() => Partial<z.core.$ZodConfig>) | undefined> | undefined;

/**
 * Installs zod's English messages unless a locale is installed already; loads them once (dynamic import). Never
 * rejects: if the locale cannot load, it is logged and messages stay generic.
 */
export async function loadZodEnglish(): Promise<void> {
  english ??= import('zod/v4/locales/en.js').then(
    ({ default: en }) => en,
    (error: unknown) => {
      logger.warn('zod', 'could not load the English validation messages', error);
      return undefined;
    },
  );
  const en = await english;
  if (en && !config().localeError) config(en());
}

/**
 * What is wrong with `value` for `schema`, in English, as `z.prettifyError` words it (one line per issue, with its
 * path); '' when `value` is valid. Parses again once the English messages are in, since zod words an issue when it
 * is found.
 */
export async function describeInvalid(schema: z.core.$ZodType, value: unknown): Promise<string> {
  await loadZodEnglish();
  const result = safeParse(schema, value);
  return result.success ? '' : prettifyError(result.error);
}
