/**
 * Saved travelers of a signed-in account (issue #9 "Travelers").
 * Spec: core-and-business §3 (Traveler: travelerId, firstName, middleName, lastName, dateOfBirth, emailAddress,
 * phoneNumber, phoneCountryCode, phoneCountryCodeISO, tsaredress, knownTravelerNumber, preferred; a new traveler
 * defaults to preferred true, travelerId 0 and every other field empty), §5 (age 18 to 110 and genders M/F by
 * default, both configurable), §7 (the three traveler calls, all with knownTravelerNumberApiVersion=v2), §9.
 *
 * The fields are the booking form's {@link TravelerSchema} (one Traveler shape for the product), except `gender`:
 * the allowed genders are server configuration (§5), so the contract takes any short code ('' = not given) and
 * the server checks it against its list (400 VALIDATION_ERROR, field `gender`). Likewise the age limits: the
 * server refuses a date of birth outside them (field `dateOfBirth`), measured on the day of the call.
 */
import { z } from 'zod';
import { TravelerSchema } from './booking.ts';

/** POST, query {@link TravelerApiQuerySchema}, body {@link TravelerCreateRequestSchema}, reply {@link SavedTravelerSchema}. */
export const TRAVELER_CREATE_PATH = '/i/api/account/traveler/v1/';
/**
 * GET, query {@link TravelerApiQuerySchema}, reply {@link SavedTravelersReplySchema}: the account's saved travelers,
 * the preferred one first (the booking form's picker and the profile page; not named by the spec, which shows only
 * the preferred call: the list sits on the collection path the create call posts to).
 */
export const TRAVELER_LIST_PATH = '/i/api/account/traveler/v1/';
/** Most travelers the list returns (the spec gives no number). */
export const SAVED_TRAVELERS_LIST_MAX = 100;
/** PUT `/i/api/account/traveler/v1/{travelerId}`, body {@link TravelerUpdateRequestSchema}, reply {@link SavedTravelerSchema}. */
export const TRAVELER_UPDATE_PATH = '/i/api/account/traveler/v1/:travelerId';
/** GET, reply {@link SavedTravelerSchema}; 404 NOT_FOUND when the account has no preferred traveler. */
export const TRAVELER_PREFERRED_PATH = '/i/api/account/traveler/v1/preferred';
/** The query every traveler call carries (§7). */
export const KNOWN_TRAVELER_NUMBER_API_VERSION = 'v2';

/** `/i/api/account/traveler/v1/{travelerId}` for a traveler id. */
export function travelerUpdatePath(travelerId: number): string {
  return `/i/api/account/traveler/v1/${travelerId}`;
}

/** `?knownTravelerNumberApiVersion=v2`; other query parameters are ignored. */
export const TravelerApiQuerySchema = z.object({
  knownTravelerNumberApiVersion: z.literal(KNOWN_TRAVELER_NUMBER_API_VERSION).default(KNOWN_TRAVELER_NUMBER_API_VERSION),
});
export type TravelerApiQuery = z.infer<typeof TravelerApiQuerySchema>;

/** Gender code: '' (not given) or one of the server's configured values (M and F by default). */
export const SavedTravelerGenderSchema = z.string().trim().max(16).default('');

/**
 * A saved traveler as the server sends it: every field of §3, plus gender. `travelerId` is positive once saved.
 * Names are not re-checked against the person-name rule on the way out (stored text is sent as stored).
 */
export const SavedTravelerSchema = TravelerSchema.extend({
  travelerId: z.number().int().positive(),
  firstName: z.string(),
  middleName: z.string(),
  lastName: z.string(),
  gender: z.string(),
});
export type SavedTraveler = z.infer<typeof SavedTravelerSchema>;

/**
 * POST body: traveler fields merged with the defaults of a new traveler (§3: preferred true, travelerId 0, every
 * other field empty). `travelerId` must be 0 (new): an existing traveler is changed with PUT.
 */
export const TravelerCreateRequestSchema = TravelerSchema.extend({ gender: SavedTravelerGenderSchema });
export type TravelerCreateRequest = z.infer<typeof TravelerCreateRequestSchema>;
export type TravelerCreateRequestInput = z.input<typeof TravelerCreateRequestSchema>;

/**
 * PUT body: the fields to change; a field left out keeps its stored value (so a PUT without `preferred` does not
 * make the traveler preferred). `travelerId`, when sent, must be 0 or the id of the path.
 */
const UPDATE_SHAPE = Object.fromEntries(
  Object.entries({ ...TravelerSchema.shape, gender: SavedTravelerGenderSchema }).map(([key, field]) => [
    key,
    (field instanceof z.ZodDefault ? field.unwrap() : field).optional(),
  ]),
) as unknown as { [K in keyof TravelerCreateRequest]: z.ZodOptional<z.ZodType<TravelerCreateRequest[K], TravelerCreateRequest[K]>> };
export const TravelerUpdateRequestSchema = z
  .object(UPDATE_SHAPE)
  .transform((body) => Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as Partial<TravelerCreateRequest>);
export type TravelerUpdateRequest = z.infer<typeof TravelerUpdateRequestSchema>;
export type TravelerUpdateRequestInput = z.input<typeof TravelerUpdateRequestSchema>;

/** Reply of the list call: `{ travelers }`, the preferred one first. */
export const SavedTravelersReplySchema = z.object({ travelers: z.array(SavedTravelerSchema) });
export type SavedTravelersReply = z.infer<typeof SavedTravelersReplySchema>;
