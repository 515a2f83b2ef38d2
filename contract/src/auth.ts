/**
 * Auth state returned by GET /horizon/common/authentication/providers/AuthStateProviderAction.
 * Spec: core-and-business §3 (Auth state), §5 ("Unknown permission names are logged as errors and ignored"),
 * account-business-header-and-trips §3 (Auth state).
 *
 * Strict where we own it, tolerant where the spec says so (issue #8): the business `permissions` and
 * `features` lists are codecs. Parsing (reading a reply) keeps the names this contract knows and reports every
 * other one through the reporter (default `console.error`) instead of failing the whole auth state; encoding
 * (what the server sends, fastify-type-provider-zod serialises with `safeEncode`) accepts known names only.
 */
import { z } from 'zod';
import { BookingModeSchema, BusinessTierSchema, FeatureSchema, PermissionSchema } from './business.ts';
import { AccountSwitcherItemSchema, type AccountSwitcherItem } from './account-menu.ts';

/** Path of the auth state call (GET, reply {@link AuthStateSchema}); core-and-business §7 ("fetched when missing"). */
export const AUTH_STATE_PATH = '/horizon/common/authentication/providers/AuthStateProviderAction';

/** Receives one line per ignored name, e.g. `Unknown permission name ignored: GOD_MODE`. */
export type UnknownNameReporter = (message: string) => void;

/** Options of {@link createAuthStateSchema}. */
export interface AuthStateSchemaOptions {
  /** Where unknown permission and feature names are reported (default `console.error`, looked up per call). */
  reportUnknown?: UnknownNameReporter;
}

/**
 * A list of names of `known`: decoding drops unknown names (reporting each), encoding accepts known names only.
 * @param kind `permission` or `feature`, used in the reported message
 */
function tolerantNameList<N extends string>(known: z.ZodType<N, N>, kind: string, report: UnknownNameReporter) {
  return z.codec(z.array(z.string()), z.array(known), {
    decode: (names) => {
      const kept: N[] = [];
      for (const name of names) {
        const parsed = known.safeParse(name);
        if (parsed.success) kept.push(parsed.data);
        else report(`Unknown ${kind} name ignored: ${name}`);
      }
      return kept;
    },
    encode: (names) => [...names],
  });
}

/**
 * Builds the auth state schema with its own reporter (tests pass a spy; the app uses {@link AuthStateSchema}).
 * @returns a schema whose output is {@link AuthState}; `parse` never fails on an unknown permission or feature
 *   name (it is reported and left out), it still fails on a wrong shape (e.g. a number in the list).
 */
export function createAuthStateSchema(options: AuthStateSchemaOptions = {}) {
  const report: UnknownNameReporter = (message) => (options.reportUnknown ?? console.error)(message);
  return z.object({
    loggedInSession: z.boolean(),
    allowSignIn: z.boolean(),
    newUser: z.boolean(),
    unconfirmedAccount: z.boolean(),
    guidebookEnabled: z.boolean(),
    userInfoState: z.object({
      accountEmail: z.object({ email: z.string() }).nullable(),
      accountName: z.string().nullable(),
      userImgUrl: z.string().nullable(),
      userDisplayEmail: z.string().nullable(),
    }),
    /** The session's signed-in accounts (account-business-header-and-trips §3); empty while signed out (and when absent). */
    accountSwitcherItems: z.array(AccountSwitcherItemSchema).default([]),
    businessState: z.object({
      businessMode: z.boolean(),
      /**
       * The business profile; `companyLogoUrl` (chrome-and-consent §3 Business state) is the company's own logo the
       * header shows instead of the product logo, falling back to it when the image fails to load (§2). Optional:
       * absent or null means no company logo.
       */
      businessProfile: z.object({
        id: z.string(),
        companyName: z.string(),
        companyLogoUrl: z.string().nullable().optional(),
        /** The role's display name (the book-for-other card shows role.roleName, account-business-header-and-trips §2). */
        roleName: z.string().optional(),
        /** A guest's profile (time-limited access) or a member's. */
        kind: z.enum(['member', 'guest']).optional(),
      }).nullable(),
      bookingMode: BookingModeSchema,
      features: tolerantNameList(FeatureSchema, 'feature', report),
      permissions: tolerantNameList(PermissionSchema, 'permission', report),
      /**
       * The traveler the arranger books for (account-business-header-and-trips §2 booked-for card: account name, role
       * name, email; business-users.ts), null when booking for oneself. `roleName`/`guest`: issue #25.
       */
      currentTraveler: z.object({ email: z.string(), accountName: z.string(), roleName: z.string().optional(), guest: z.boolean().optional() }).nullable(),
      currentTravelerInfoState: z.object({ accountName: z.string(), userImgUrl: z.string().nullable() }).nullable(),
      // account-business-header-and-trips §3 businessState; defaults so an older reply still parses.
      /** §4 "A user with a business profile and an unconfirmed company sees a confirm-company action". */
      companyConfirmationNeeded: z.boolean().default(false),
      /** §4 "A confirmed company with an unconfirmed profile shows confirm-business-profile". */
      businessProfileConfirmationNeeded: z.boolean().default(false),
      /** Booking for another traveler right now (part 2 fills currentTraveler). */
      currentlyBookingForOther: z.boolean().default(false),
      /** Holds a book-for-others permission (core-and-business §6): the book-for-other toggle shows. */
      travelArranger: z.boolean().default(false),
      /** The company logo (chrome-and-consent §3 companyLogoUrl), served from the product origin; null: product logo. */
      companyLogoUrl: z.string().nullable().default(null),
      /** BOOK_ON_BEHALF is a feature of the company and its booking mode is TRAVELER_OR_TRAVEL_MANAGER (core §6). */
      bookOnBehalfEnabled: z.boolean().default(false),
      /** 0-100; 100 complete, above 0 started (§4 Onboarding progress, §9). */
      companyOnboardingProgress: z.number().min(0).max(100).default(0),
      accountOnboardingProgress: z.number().min(0).max(100).default(0),
      /** The company's plan tier (payment methods' flag text names it), null without a business profile. */
      planTier: BusinessTierSchema.nullable().default(null),
      /** The company's flags (admin hub pages gated by a flag, core-and-business §6); names unknown to this frame are kept and unused. */
      companyFlags: z.record(z.string(), z.boolean()).default({}),
      /**
       * The company's multiRoomBookings switch (CompanySchema): false while businessMode caps the hotel form at one room
       * (contract hotelRoomLimit); false without a business profile too (businessMode is false then).
       */
      multiRoomBookings: z.boolean().default(false),
      /**
       * While a support user impersonates this person (account §4 "Impersonation mode is book or view", §7
       * Impersonation): the mode and who really acts; null otherwise. The frame shows its "acting as" banner from it.
       */
      impersonation: z.object({ mode: z.enum(['book', 'view']), impersonatorEmail: z.string() }).nullable().default(null),
    }),
  });
}

/** The auth state; unknown permission/feature names are reported with `console.error` and ignored. */
export const AuthStateSchema = createAuthStateSchema();
export type AuthState = z.output<typeof AuthStateSchema>;

/**
 * The signed-out auth state (core-and-business §3 Auth state; §6 default booking mode TRAVELER_ONLY): no user, no
 * business profile, empty feature and permission lists. What the server answers a visitor, and the base of a
 * signed-in state. A new object on every call.
 */
export function signedOutAuthState(): AuthState {
  return {
    loggedInSession: false,
    allowSignIn: true,
    newUser: false,
    unconfirmedAccount: false,
    guidebookEnabled: false,
    userInfoState: { accountEmail: null, accountName: null, userImgUrl: null, userDisplayEmail: null },
    accountSwitcherItems: [],
    businessState: {
      businessMode: false,
      businessProfile: null,
      bookingMode: 'TRAVELER_ONLY',
      features: [],
      permissions: [],
      currentTraveler: null,
      currentTravelerInfoState: null,
      companyConfirmationNeeded: false,
      businessProfileConfirmationNeeded: false,
      currentlyBookingForOther: false,
      travelArranger: false,
      companyLogoUrl: null,
      bookOnBehalfEnabled: false,
      companyOnboardingProgress: 0,
      accountOnboardingProgress: 0,
      planTier: null,
      companyFlags: {},
      multiRoomBookings: false,
      impersonation: null,
    },
  };
}

/**
 * The auth state of a signed-in password account (account-business-header-and-trips §3 Auth state): loggedInSession
 * true, userInfoState with the email; `accountName` is the account's name, or its email while it has none (the
 * header shows it, and a name starting with '+' would mean a phone-number avatar, §5). `unconfirmedAccount` is true
 * while the account's email is not confirmed (`confirmed` false; §4 "An unconfirmed account shows confirm-account").
 * @param account the signed-in account's normalised email, name and (when known) whether its email is confirmed
 * @param switcherItems the session's accounts for the account switcher (§3 accountSwitcherItems; default none)
 */
export function signedInAuthState(account: { email: string; name: string | null; confirmed?: boolean }, switcherItems: AccountSwitcherItem[] = []): AuthState {
  const state = signedOutAuthState();
  return {
    ...state,
    accountSwitcherItems: switcherItems,
    loggedInSession: true,
    unconfirmedAccount: account.confirmed === false,
    userInfoState: { accountEmail: { email: account.email }, accountName: account.name ?? account.email, userImgUrl: null, userDisplayEmail: account.email },
  };
}
