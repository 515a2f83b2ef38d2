/**
 * Auth state returned by GET /horizon/common/authentication/providers/AuthStateProviderAction.
 * Spec: core-and-business §3 (Auth state), account-business-header-and-trips §3 (Auth state).
 */
import { z } from 'zod';
import { BookingModeSchema, FeatureSchema, PermissionSchema } from './business.ts';

export const AuthStateSchema = z.object({
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
  businessState: z.object({
    businessMode: z.boolean(),
    businessProfile: z.object({ id: z.string(), companyName: z.string() }).nullable(),
    bookingMode: BookingModeSchema,
    features: z.array(FeatureSchema),
    permissions: z.array(PermissionSchema),
    currentTraveler: z.object({ email: z.string(), accountName: z.string() }).nullable(),
    currentTravelerInfoState: z.object({ accountName: z.string(), userImgUrl: z.string().nullable() }).nullable(),
  }),
});
export type AuthState = z.infer<typeof AuthStateSchema>;
