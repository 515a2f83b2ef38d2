/** Constants of the mail module (issue #9 "Email"). */

/** Messages the outbox call returns, newest first. */
export const MAIL_OUTBOX_LIST_LIMIT = 50;
