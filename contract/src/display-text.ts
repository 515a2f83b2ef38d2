/**
 * Display text: the one rule for free text that one person types and another account or page displays (issue #22
 * "Names shown to other accounts"): the account name (shown to people a trip is shared with as
 * `ownerDisplayName`, and in the account switcher), trip names, wishlist destinations, the name Apple sends on a
 * first sign-in, and (through {@link isPersonName}'s stricter rule) traveler and card holder names.
 *
 * Refused, anywhere in the text:
 * - control characters (\p{Cc}: NUL, tab, newline, DEL, C1 controls) and the line/paragraph separators U+2028/U+2029;
 * - bidi controls: the embeddings and overrides U+202A-U+202E, the isolates U+2066-U+2069, the marks U+200E, U+200F
 *   and U+061C (U+202E makes `gpj.exe` read `exe.jpg`);
 * - invisible characters: U+200B-U+200D (zero-width space, non-joiner, joiner), U+2060-U+2064 (word joiner and the
 *   invisible operators), U+FEFF (zero-width no-break space), U+00AD (soft hyphen), U+180E;
 * - lone surrogates (text that is not well-formed UTF-16: it cannot be stored or sent as UTF-8 faithfully).
 *
 * The zero-width joiner and non-joiner have legitimate uses (emoji sequences, Persian and Indic spelling); they are
 * refused anyway because a name shown to someone else must look like what it is, and issue #22 asks for it. Text
 * stored before this rule is not re-checked on the way out (replies use plain strings).
 */
import { z } from 'zod';

/** The field error shown for text that breaks the rule. */
export const DISPLAY_TEXT_MESSAGE = 'Remove control, invisible or text-direction characters';

/** Characters never allowed in display text (see the module docstring). */
const UNSAFE_DISPLAY_CHARS = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069\u200B-\u200F\u061C\u2060-\u2064\uFEFF\u00AD\u180E]/u;
/** A high surrogate not followed by a low one, or a low surrogate not preceded by a high one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Whether `text` may be shown to another account: well-formed UTF-16 with none of the refused characters of the
 * module docstring. '' passes (the field decides whether text is required).
 * @param text the text to check, as received (before or after trimming)
 */
export function isDisplayText(text: string): boolean {
  return !LONE_SURROGATE.test(text) && !UNSAFE_DISPLAY_CHARS.test(text);
}

/**
 * A display-text field: trims, normalises to NFC, then refuses what {@link isDisplayText} refuses with
 * {@link DISPLAY_TEXT_MESSAGE}. Chain the field's own limits, e.g. `DisplayTextSchema.min(1, 'Enter a trip name')
 * .max(80)`; lengths count UTF-16 code units of the NFC form. The refinement runs before trimming would hide a
 * leading or trailing control character: it checks the text as received.
 */
export const DisplayTextSchema = z
  .string()
  .refine(isDisplayText, { message: DISPLAY_TEXT_MESSAGE, abort: true })
  .trim()
  .normalize('NFC');
