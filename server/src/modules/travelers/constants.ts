/** Travelers module constants. */

/** Attempts of a traveler write that lost a race for the account's one preferred traveler (unique index). */
export const PREFERRED_WRITE_ATTEMPTS = 3;
