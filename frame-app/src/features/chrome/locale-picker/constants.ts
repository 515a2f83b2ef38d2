/**
 * Constants of the country/language picker (chrome-and-consent §2 "Country/language picker", §9).
 */

/** §9 "Country picker dialog max width 640": the dialog's width cap, and below this viewport width the picker opens as a full-screen dialog instead of a dropdown (px). */
export const PICKER_DIALOG_MAX_WIDTH_PX = 640;

/** §9 "columns 3": countries are listed in at most this many columns. */
export const PICKER_COLUMNS = 3;

/** §2, §9 flag sizes in px: xsmall 18x12 (the header trigger), small 21x14 (the list). */
export const FLAG_SIZES_PX = {
  xsmall: { width: 18, height: 12 },
  small: { width: 21, height: 14 },
} as const;

/** §2 "Flag 'tw' gets a traditional-Chinese variant when the current country is CN": the flag code served instead (server locale module). */
export const TW_HANT_FLAG_CODE = 'tw-hant';

/**
 * §2 "optionally appending the current path ... when a flag is on": our flag, on. Choosing a locale keeps the page
 * the visitor is on (see localeLinkPath in locale-items.ts for the reading of the path suffix rule).
 */
export const KEEP_PATH_ON_LOCALE_CHANGE = true;

/** §8: logged when the business locale save (§7 setLanguage) fails. */
export const BUSINESS_LOCALE_SAVE_FAILED_LOG = 'Failed to change K4B locale';
