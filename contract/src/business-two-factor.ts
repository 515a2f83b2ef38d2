/**
 * Business two-factor: the HTTP bodies of enrolment, verification and recovery (issue #24 "Business two-factor";
 * core-and-business §1 `/business/verify?redir={path}`, §6 "Business accounts without two-factor authentication are
 * sent to the verification page", §8 MISSING_TWO_FACTOR_AUTHENTICATION; account-business-header-and-trips §2 paths,
 * §4 "Auth verify"). The factor is an authenticator app: TOTP of RFC 6238 (SHA-1, 6 digits, 30 s steps).
 *
 * Flow: `GET status` -> not enrolled: `POST enrol` (a new secret, its otpauth:// URI and QR code) -> `POST confirm` with
 * a code of that secret (enrols; replies the 10 recovery codes, shown once) -> enrolled and verified for this session.
 * A later session of an enrolled user: `POST verify` with a code, or `POST recover` with an unused recovery code.
 * The spec shows no screens or bodies for this: these are our readings.
 */
import { z } from 'zod';

/** Base of the two-factor routes (inside the business route tree). */
export const TWO_FACTOR_API_BASE = '/i/api/business/me/v1/twoFactor';

/** The two-factor routes' full paths. */
export const TWO_FACTOR_API_PATHS = {
  status: `${TWO_FACTOR_API_BASE}/status`,
  enrol: `${TWO_FACTOR_API_BASE}/enrol`,
  confirm: `${TWO_FACTOR_API_BASE}/confirm`,
  verify: `${TWO_FACTOR_API_BASE}/verify`,
  recover: `${TWO_FACTOR_API_BASE}/recover`,
} as const;

/** Digits of a TOTP code (RFC 6238 default, what every authenticator app shows). */
export const TOTP_DIGITS = 6;
/** Seconds of a TOTP time step (RFC 6238 default). */
export const TOTP_PERIOD_S = 30;
/** How many recovery codes an enrolment hands out. */
export const RECOVERY_CODE_COUNT = 10;

/** A 6-digit code from the authenticator app; spaces are dropped ("123 456" as some apps show it). */
export const TotpCodeSchema = z.string().transform((s) => s.replace(/\s+/g, '')).pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code'));

/**
 * A recovery code as typed: four groups of four base32 letters/digits (`ABCD-EFGH-JKLM-NPQR`, 80 bits). Case, spaces
 * and dashes do not matter; the parsed value is the canonical upper-case 16 characters without dashes.
 */
export const RecoveryCodeSchema = z.string().max(64)
  .transform((s) => s.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z2-7]{16}$/, 'Enter a recovery code like ABCD-EFGH-JKLM-NPQR'));

/** Reply of GET status: the caller's two-factor state. */
export const TwoFactorStatusSchema = z.object({
  /** The profile has a confirmed authenticator. */
  enrolled: z.boolean(),
  /** This session proved the factor (or the company SSO asserted two-factor): business routes answer. */
  verified: z.boolean(),
  /** The session was signed in through company SSO that asserted multi-factor or that the company trusts as two-factor (issue #27, sso.ts). */
  ssoAsserted: z.boolean(),
  /** Unused recovery codes left (0 when not enrolled). */
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

/** Reply of POST enrol: a new secret to add to the authenticator app (replaces a pending one; nothing enrolled yet). */
export const TwoFactorEnrolmentSchema = z.object({
  /** The secret in base32, for manual entry (grouped by 4 for reading is the frame's job). */
  secret: z.string().regex(/^[A-Z2-7]+=*$/),
  /** `otpauth://totp/{issuer}:{email}?secret=...&issuer=...&algorithm=SHA1&digits=6&period=30` (Key Uri Format). */
  otpauthUri: z.string().startsWith('otpauth://totp/'),
  /** The URI as a QR code: an SVG image as a `data:image/svg+xml;base64,...` URL (the frame's CSP allows data: images). */
  qrCodeDataUrl: z.string().startsWith('data:image/svg+xml;base64,'),
});
export type TwoFactorEnrolment = z.infer<typeof TwoFactorEnrolmentSchema>;

/** Body of POST confirm and POST verify: a code of the authenticator app. */
export const TwoFactorCodeRequestSchema = z.object({ code: TotpCodeSchema }).strict();
export type TwoFactorCodeRequest = z.input<typeof TwoFactorCodeRequestSchema>;

/** Reply of POST confirm: enrolled, this session verified, and the recovery codes (shown once, never again). */
export const TwoFactorConfirmReplySchema = z.object({
  enrolled: z.literal(true),
  recoveryCodes: z.array(z.string()).length(RECOVERY_CODE_COUNT),
});
export type TwoFactorConfirmReply = z.infer<typeof TwoFactorConfirmReplySchema>;

/** Body of POST recover: one unused recovery code. */
export const TwoFactorRecoverRequestSchema = z.object({ recoveryCode: RecoveryCodeSchema }).strict();
export type TwoFactorRecoverRequest = z.input<typeof TwoFactorRecoverRequestSchema>;

/** Reply of POST verify and POST recover: this session is verified; how many recovery codes are left. */
export const TwoFactorVerifiedReplySchema = z.object({
  verified: z.literal(true),
  recoveryCodesLeft: z.number().int().nonnegative(),
});
export type TwoFactorVerifiedReply = z.infer<typeof TwoFactorVerifiedReplySchema>;

/** Formats a canonical 16-character recovery code for display: `ABCD-EFGH-JKLM-NPQR`. */
export function formatRecoveryCode(canonical: string): string {
  return canonical.match(/.{1,4}/g)?.join('-') ?? canonical;
}
