/**
 * Person names: the one rule every field holding a person's name uses (traveler first/middle/last name,
 * card holder name). Issue #6 item 5: names with NUL, lone surrogates, zero-width-only or bidi-override
 * text were accepted and stored.
 *
 * Rule: a well-formed Unicode string, trimmed and normalised to NFC, made only of letters (\p{L}),
 * combining marks (\p{M}), the ASCII space, hyphens (`-`) and apostrophes (ASCII `'` and U+2019 `’`),
 * with at least one letter. Everything else (digits, control and format characters such as U+200B or
 * U+202E, other punctuation, emoji, tabs and newlines) is refused with {@link PERSON_NAME_MESSAGE}.
 */
import { z } from 'zod';
import { isDisplayText } from './display-text.ts';

/** The field error shown for a name that breaks the rule. */
export const PERSON_NAME_MESSAGE = 'Use letters, spaces, hyphens and apostrophes only';

/** Allowed characters (a lone surrogate is neither \p{L} nor \p{M}, so it never matches). */
const PERSON_NAME_CHARS = /^[\p{L}\p{M} '\u2019-]+$/u;
const HAS_LETTER = /\p{L}/u;

/**
 * Whether `name` (already trimmed and NFC) is a person name under the rule above. '' is not. It is display text
 * first ({@link isDisplayText}, the rule of every name shown to others, issue #22), then the narrower character set.
 * @param name the text to check
 */
export function isPersonName(name: string): boolean {
  return isDisplayText(name) && PERSON_NAME_CHARS.test(name) && HAS_LETTER.test(name);
}

/**
 * A person-name field: trims, normalises to NFC, then applies {@link isPersonName}. The empty string passes,
 * so the field decides whether a name is required and how long it may be, e.g.
 * `PersonNameSchema.max(60).default('')` (traveler names, "required" enforced by `travelerIssues`) or
 * `PersonNameSchema.min(1, 'Card holder name is required').max(100)`. Lengths count UTF-16 code units of
 * the NFC form.
 */
export const PersonNameSchema = z
  .string()
  .trim()
  .normalize('NFC')
  .refine((s) => s === '' || isPersonName(s), { message: PERSON_NAME_MESSAGE });
