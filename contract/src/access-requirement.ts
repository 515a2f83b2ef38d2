/**
 * The shape of an access requirement (core-and-business §6), apart from access.ts: the front door runs access.ts's
 * rule, and a runtime import of business.ts from there put every business schema later pages use on the first page
 * (issue #23 "First page budget").
 */
import { z } from 'zod';
import { FeatureSchema, PermissionSchema } from './business.ts';

/**
 * What a check needs: at least one of `features` (when given) and at least one of `permissions` (when
 * given). An absent or empty list asks nothing (an empty list is not "a list required"; the server's access
 * module takes a route requirement without a non-empty list as no declaration at all, so it fails closed).
 */
export const AccessRequirementSchema = z.object({
  permissions: z.array(PermissionSchema).readonly().optional(),
  features: z.array(FeatureSchema).readonly().optional(),
});
export type AccessRequirement = z.infer<typeof AccessRequirementSchema>;
