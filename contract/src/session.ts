/**
 * Form token (CSRF) call. Spec: core-and-business §4 (Form token), §7 (POST {service-root}/run/formtoken),
 * §9 (header X-CSRF). The service root is `/k`.
 *
 * zod/mini, as every schema the front door parses (contract/README.md "First page schemas").
 */
import { z } from 'zod/mini';

/** Header carrying the form token on every call (core-and-business §9). */
export const CSRF_HEADER = 'X-CSRF';
/** Marker header of the HTTP client (chrome-and-consent §7). */
export const XHR_MARKER_HEADER = 'X-Requested-With';
export const XHR_MARKER_VALUE = 'XMLHttpRequest';
/** Path of the form-token call. */
export const FORM_TOKEN_PATH = '/k/run/formtoken';

/** Reply of POST /k/run/formtoken. */
export const FormTokenReplySchema = z.object({ formtoken: z.string().check(z.minLength(16)) });
export type FormTokenReply = z.infer<typeof FormTokenReplySchema>;
