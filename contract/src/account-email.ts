/**
 * Email flows of accounts (issue #9 "Email"): forgot password and the reset page, account confirmation and its
 * resend link, sign-in with an emailed code, and the development mail outbox.
 * Spec: account-business-header-and-trips §2 (Paths: `/s/ident/resend` takes a `redir` parameter holding the
 * current page), §3 (Auth state `unconfirmedAccount`; Auth enums: verify status), §4 (Account-related prompts: an
 * unconfirmed account shows confirm-account), §5 ("Login, register and recovery forms send username and password
 * fields"), §7 (`POST /k/run/auth/forgot (username)`), §8 (Auth forms: status -1 with errorField, message,
 * errorCode); core-and-business §2 (dialog states forgot password, forgot-password success, locked-account dialog,
 * magic-code email).
 *
 * The spec names no paths for the code calls, the reset page or the confirmation link; these are our choices:
 * `POST /k/run/auth/code/send`, `POST /k/run/auth/code/verify`, `GET|POST /k/run/auth/reset`,
 * `GET|POST /k/run/auth/confirm` (the pages are first-party pages on the product origin, opened from the mail).
 *
 * Every POST needs X-CSRF (the session hook); bodies are form-encoded or JSON. A body of the wrong shape is a
 * request failure (400 VALIDATION_ERROR); what a user typed wrong is a status -1 reply (HTTP 200).
 */
import { z } from 'zod';
import { AUTH_VERIFY_STATUS, AuthVerifyErrorCodeSchema, AuthVerifySuccessSchema, FormBooleanSchema } from './accounts.ts';

/** POST, body {@link ForgotPasswordRequestSchema}, reply {@link EmailSentReplySchema} (§7). */
export const AUTH_FORGOT_PATH = '/k/run/auth/forgot';
/** POST, body {@link SendCodeRequestSchema}, reply {@link EmailSentReplySchema}. */
export const AUTH_CODE_SEND_PATH = '/k/run/auth/code/send';
/** POST, body {@link VerifyCodeRequestSchema}, reply {@link VerifyCodeReplySchema}. */
export const AUTH_CODE_VERIFY_PATH = '/k/run/auth/code/verify';
/**
 * GET: the reset page (HTML); the mailed link is `/k/run/auth/reset#token=…` (a fragment: the token never reaches a
 * request line, a server or proxy log, or a Referer). POST body {@link ResetPasswordRequestSchema}, reply {@link EmailTokenReplySchema}.
 */
export const AUTH_RESET_PATH = '/k/run/auth/reset';
/** GET: the confirmation page (HTML), link `/k/run/auth/confirm#token=…`. POST body {@link ConfirmAccountRequestSchema}, reply {@link EmailTokenReplySchema}. */
export const AUTH_CONFIRM_PATH = '/k/run/auth/confirm';
/** POST body {@link EmailTokenCheckRequestSchema}: whether a link can be used, without using it; reply {@link EmailTokenReplySchema} (`usable`). */
export const AUTH_EMAIL_TOKEN_CHECK_PATH = '/k/run/auth/email-token/check';
/** GET `?redir=`: mails a new confirmation link to the signed-in unconfirmed account, then 303 to `redir` (§2). */
export const IDENT_RESEND_PATH = '/s/ident/resend';
/** The fragment {@link IDENT_RESEND_PATH} adds to `redir` after sending, so the page can say so. */
export const IDENT_RESENT_FRAGMENT = 'confirmation-sent';
/** GET: the development mail outbox, reply {@link MailOutboxReplySchema} (served only without SMTP and with MAIL_OUTBOX_HTTP=1). */
export const MAIL_OUTBOX_PATH = '/dev/mail/outbox';

/** Digits of an emailed sign-in code (the spec gives no format; six digits as most products). */
export const SIGN_IN_CODE_LENGTH = 6;

/** POST /k/run/auth/forgot (§7: username; §5 recovery forms send username). */
export const ForgotPasswordRequestSchema = z.object({ username: z.string().max(1024).default('') });
export type ForgotPasswordRequest = z.output<typeof ForgotPasswordRequestSchema>;

/** POST /k/run/auth/code/send: the email to send a sign-in code to. */
export const SendCodeRequestSchema = ForgotPasswordRequestSchema;
export type SendCodeRequest = z.output<typeof SendCodeRequestSchema>;

/** Verify errors of the email calls: INVALID_EMAIL only (username is not an email address). */
export const EmailSentErrorSchema = z.object({
  status: z.literal(AUTH_VERIFY_STATUS.error),
  errorField: z.literal('username'),
  message: z.string(),
  errorCode: z.literal('INVALID_EMAIL'),
});

/**
 * Reply of forgot and code send. Status 0 `sent` whether or not an account exists for the email (and whether or
 * not the per-address limit let a mail go): the reply never tells who has an account.
 */
export const EmailSentReplySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal(AUTH_VERIFY_STATUS.success), message: z.literal('sent') }),
  EmailSentErrorSchema,
]);
export type EmailSentReply = z.infer<typeof EmailSentReplySchema>;

/**
 * POST /k/run/auth/code/verify: username, code (spaces ignored), sticky (remember me, default true), userInfo
 * (true: the reply carries `userInfo`), as the password login.
 */
export const VerifyCodeRequestSchema = z.object({
  username: z.string().max(1024).default(''),
  code: z.string().max(64).default(''),
  sticky: FormBooleanSchema.default(true),
  userInfo: FormBooleanSchema.default(false),
});
export type VerifyCodeRequest = z.output<typeof VerifyCodeRequestSchema>;

/**
 * `errorCode` of a code verify error: the login's codes plus
 * - INVALID_CODE: the code is malformed, or it does not sign in: not the one mailed, expired, used, voided after too
 *   many wrong tries, or no account has this email. These are one reply (issue #22: telling an expired code apart
 *   told that the account exists), counted toward the address's wrong-code limit (errorField code);
 * - CODE_EXPIRED: no longer sent by the server (kept so older replies still parse).
 * ACCOUNT_LOCKED and ACCOUNT_DISABLED as the login (a locked or disabled account never signs in with a code).
 */
export const VerifyCodeErrorCodeSchema = z.enum([...AuthVerifyErrorCodeSchema.options, 'INVALID_CODE', 'CODE_EXPIRED']);
export type VerifyCodeErrorCode = z.infer<typeof VerifyCodeErrorCodeSchema>;

export const VerifyCodeErrorSchema = z.object({
  status: z.literal(AUTH_VERIFY_STATUS.error),
  errorField: z.enum(['username', 'code']).nullable(),
  message: z.string(),
  errorCode: VerifyCodeErrorCodeSchema,
});
export type VerifyCodeError = z.infer<typeof VerifyCodeErrorSchema>;

/** Reply of code verify: success exactly as a password sign-in (new session, new form token), or an error. */
export const VerifyCodeReplySchema = z.discriminatedUnion('status', [AuthVerifySuccessSchema, VerifyCodeErrorSchema]);
export type VerifyCodeReply = z.infer<typeof VerifyCodeReplySchema>;

/** A mailed link's token (base64url). */
const TokenSchema = z.string().max(256).default('');

/** POST /k/run/auth/reset: the token from the link and the new password. */
export const ResetPasswordRequestSchema = z.object({ token: TokenSchema, passwd: z.string().max(4096).default('') });
export type ResetPasswordRequest = z.output<typeof ResetPasswordRequestSchema>;

/** POST /k/run/auth/confirm: the token from the link. */
export const ConfirmAccountRequestSchema = z.object({ token: TokenSchema });
export type ConfirmAccountRequest = z.output<typeof ConfirmAccountRequestSchema>;

/**
 * `errorCode` of the reset and confirmation pages:
 * - TOKEN_INVALID: no such link (mistyped, or not ours); TOKEN_USED: the link was used already (or a newer one was
 *   sent); TOKEN_EXPIRED: the link is too old - ask for a new one;
 * - INVALID_PASSWORD: the new password breaks the policy (8 to 128 characters);
 * - ACCOUNT_DISABLED: 'This account is disabled.' (§8).
 */
export const EmailTokenErrorCodeSchema = z.enum(['TOKEN_INVALID', 'TOKEN_USED', 'TOKEN_EXPIRED', 'INVALID_PASSWORD', 'ACCOUNT_DISABLED']);
export type EmailTokenErrorCode = z.infer<typeof EmailTokenErrorCodeSchema>;

/** POST /k/run/auth/email-token/check: the link's token and what it is for. */
export const EmailTokenCheckRequestSchema = z.object({ token: TokenSchema, purpose: z.enum(['reset', 'confirm']) });
export type EmailTokenCheckRequest = z.output<typeof EmailTokenCheckRequestSchema>;

/**
 * Reply of the reset, confirmation and check POSTs: status 0 (`reset`: password changed and account unlocked;
 * `confirmed`; `usable`: the check found the link usable) or -1.
 */
export const EmailTokenReplySchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal(AUTH_VERIFY_STATUS.success), message: z.enum(['reset', 'confirmed', 'usable']) }),
  z.object({
    status: z.literal(AUTH_VERIFY_STATUS.error),
    errorField: z.enum(['token', 'passwd']).nullable(),
    message: z.string(),
    errorCode: EmailTokenErrorCodeSchema,
  }),
]);
export type EmailTokenReply = z.infer<typeof EmailTokenReplySchema>;

/** GET /s/ident/resend query: `redir`, the page to return to (a relative path on the product origin; else `/`). */
export const IdentResendQuerySchema = z.object({ redir: z.string().max(2048).optional() });

/** One message of the development outbox. `createdAt` ISO time. */
export const OutboxMessageSchema = z.object({ id: z.number().int(), to: z.string(), subject: z.string(), text: z.string(), createdAt: z.string() });
/** GET /dev/mail/outbox reply: newest first, at most 50. */
export const MailOutboxReplySchema = z.object({ messages: z.array(OutboxMessageSchema) });
export type MailOutboxReply = z.infer<typeof MailOutboxReplySchema>;
