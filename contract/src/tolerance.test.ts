/**
 * Tolerant reading (issue #8 "Contract: strict where we own it, tolerant where the spec says so";
 * core-and-business §5 "Unknown permission names are logged as errors and ignored").
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AuthStateSchema,
  createAuthStateSchema,
  ErrorEnvelopeReadSchema,
  ErrorEnvelopeSchema,
  UNRECOGNIZED_ERROR_CODE,
  signedOutAuthState,
  type AuthState,
} from './index.ts';

const businessUser: AuthState = {
  loggedInSession: true,
  allowSignIn: true,
  newUser: false,
  unconfirmedAccount: false,
  guidebookEnabled: false,
  userInfoState: { accountEmail: { email: 'a@example.com' }, accountName: 'A', userImgUrl: null, userDisplayEmail: 'a@example.com' },
  accountSwitcherItems: [],
  businessState: {
    ...signedOutAuthState().businessState,
    businessMode: true,
    businessProfile: { id: 'b1', companyName: 'Acme' },
    bookingMode: 'TRAVELER_ONLY',
    features: ['REPORTING'],
    permissions: ['EVENT_EDIT'],
    currentTraveler: null,
    currentTravelerInfoState: null,
  },
};

function withNames(permissions: unknown[], features: unknown[]): unknown {
  return { ...businessUser, businessState: { ...businessUser.businessState, permissions, features } };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('auth state: unknown permission and feature names', () => {
  it('keeps the known names, reports each unknown one, and parses the rest of the state', () => {
    const reportUnknown = vi.fn();
    const schema = createAuthStateSchema({ reportUnknown });
    const parsed = schema.parse(withNames(['EVENT_EDIT', 'GOD_MODE', 'REPORTING_VIEW'], ['TIME_TRAVEL', 'REPORTING']));
    expect(parsed.businessState.permissions).toEqual(['EVENT_EDIT', 'REPORTING_VIEW']);
    expect(parsed.businessState.features).toEqual(['REPORTING']);
    expect(parsed.userInfoState.accountName).toBe('A');
    expect(reportUnknown.mock.calls).toEqual([['Unknown feature name ignored: TIME_TRAVEL'], ['Unknown permission name ignored: GOD_MODE']]);
  });

  it('reports nothing when every name is known', () => {
    const reportUnknown = vi.fn();
    expect(createAuthStateSchema({ reportUnknown }).parse(businessUser)).toEqual(businessUser);
    expect(reportUnknown).not.toHaveBeenCalled();
  });

  it('the shared schema logs with console.error by default', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const parsed = AuthStateSchema.parse(withNames(['GOD_MODE'], []));
    expect(parsed.businessState.permissions).toEqual([]);
    expect(error).toHaveBeenCalledWith('Unknown permission name ignored: GOD_MODE');
  });

  it('still fails on a wrong shape (a name that is not a string, a missing list)', () => {
    const reportUnknown = vi.fn();
    const schema = createAuthStateSchema({ reportUnknown });
    expect(schema.safeParse(withNames([42], [])).success).toBe(false);
    expect(schema.safeParse({ ...businessUser, businessState: { ...businessUser.businessState, permissions: undefined } }).success).toBe(false);
  });

  it('encoding (what the server sends) accepts known names only', () => {
    expect(AuthStateSchema.safeEncode(businessUser).success).toBe(true);
    expect(AuthStateSchema.safeEncode(withNames(['GOD_MODE'], []) as AuthState).success).toBe(false);
  });
});

describe('error envelope: reading replies with unknown codes', () => {
  it('keeps known codes as they are and maps an unknown code to UNRECOGNIZED with the raw code', () => {
    const body = {
      errors: [
        { code: 'FUTURE_CODE', description: 'Something new' },
        { code: 'INVALID_SESSION', description: 'Session expired', localizedDescription: 'Sitzung abgelaufen' },
      ],
    };
    expect(ErrorEnvelopeSchema.safeParse(body).success).toBe(false); // what the server may send: strict
    expect(ErrorEnvelopeReadSchema.parse(body).errors).toEqual([
      { code: UNRECOGNIZED_ERROR_CODE, rawCode: 'FUTURE_CODE', description: 'Something new' },
      { code: 'INVALID_SESSION', description: 'Session expired', localizedDescription: 'Sitzung abgelaufen' },
    ]);
  });

  it('is still an envelope: at least one error, each with a string code and description', () => {
    expect(ErrorEnvelopeReadSchema.safeParse({ errors: [] }).success).toBe(false);
    expect(ErrorEnvelopeReadSchema.safeParse({ errors: [{ code: 7, description: 'x' }] }).success).toBe(false);
    expect(ErrorEnvelopeReadSchema.safeParse({ errors: [{ code: 'X' }] }).success).toBe(false);
    expect(ErrorEnvelopeReadSchema.safeParse({ offers: [] }).success).toBe(false);
  });

  it('keeps the field of a validation error', () => {
    expect(ErrorEnvelopeReadSchema.parse({ errors: [{ code: 'VALIDATION_ERROR', description: 'x', field: 'origin' }] }).errors[0]).toEqual({
      code: 'VALIDATION_ERROR',
      description: 'x',
      field: 'origin',
    });
  });
});
