/**
 * Constants of the locale module (chrome-and-consent §2 "Country/language picker", §5 entry address).
 */

/** How long browsers and proxies may keep a flag image, in seconds (a week: flags change with a dependency upgrade only). */
export const FLAG_MAX_AGE_S = 7 * 24 * 60 * 60;

/** Folder of the flag-icons package (MIT) holding the 4:3 flags, relative to the package root. */
export const FLAG_ICONS_4X3_DIR = 'flags/4x3';

/**
 * The 'tw' flag's traditional-Chinese variant (§2 "Flag 'tw' gets a traditional-Chinese variant when the current
 * country is CN"). flag-icons has no such variant; ours is an original, neutral 4:3 flag (a plain light field with a
 * thin frame and a centred dot, no national symbol), served as `tw-hant.svg`. No text: text in SVG depends on fonts.
 */
export const TW_HANT_FLAG_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 480"><rect width="640" height="480" fill="#f4f4f4"/>' +
  '<rect x="8" y="8" width="624" height="464" fill="none" stroke="#9a9a9a" stroke-width="16"/><circle cx="320" cy="240" r="72" fill="#9a9a9a"/></svg>';

/** Code of the variant {@link TW_HANT_FLAG_SVG} is served under. */
export const TW_HANT_FLAG_CODE = 'tw-hant';

/** CSP of a flag reply: an SVG opened on its own runs nothing and loads nothing but its inline styles. */
export const FLAG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** Cookie holding the visitor's locale choice (JSON LocaleChoice): a session cookie, partitioned per top-level site like `sid`. */
export const LOCALE_CHOICE_COOKIE = 'locale_choice';
/** Attributes of {@link LOCALE_CHOICE_COOKIE} (set, cleared): HttpOnly, Secure, SameSite=None, Partitioned (CHIPS), site-wide. */
export const LOCALE_CHOICE_COOKIE_OPTIONS = { path: '/', httpOnly: true, secure: true, sameSite: 'none', partitioned: true } as const;
