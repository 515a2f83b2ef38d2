/** Currency picker constants (chrome-and-consent §9 "Currency", §2 "Currency picker", §5). */

/** §9: save dialog max width. */
export const SAVE_DIALOG_MAX_WIDTH_PX = 360;
/** §9: dropdown max height. */
export const DROPDOWN_MAX_HEIGHT_PX = 500;
/** §9: dropdown offset from its trigger. */
export const DROPDOWN_OFFSET_PX = 8;
/** §9: columns of the currency lists in the dropdown. */
export const DROPDOWN_COLUMNS = 3;
/** §9: columns in dialogs (the dialog and bottom-sheet variants). */
export const DIALOG_COLUMNS = 1;
/** §9: bottom sheet max width; §2: the picker turns responsive (dialog / bottom sheet) at this medium breakpoint. */
export const BOTTOM_SHEET_MAX_WIDTH_PX = 640;
/** §4: choosing a currency opens the save confirmation (yes: permanent, no: this session). */
export const SAVE_DIALOG_ENABLED = true;
/** §5: the currency search box is shown ("only when enabled"). */
export const CURRENCY_SEARCH_ENABLED = true;
/** Reason published with the sign-in request (state/sign-in-request.ts) for a permanent save while signed out. */
export const SIGN_IN_REASON = 'currency-picker-save';
