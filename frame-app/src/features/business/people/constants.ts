/**
 * Constants of the groups and roles pages (issue #24 "Admin hub": groups, roles; core-and-business §6 permissions). The
 * spec lists the 41 permissions flat and shows no screen: how the roles page groups them is a reading, named here.
 */
import { GrantablePermissionSchema, type Permission } from '@travel/contract';

/** The sections of the permission checklist, in the order shown. */
export type PermissionSection = 'booking' | 'approvals' | 'people' | 'company' | 'reporting' | 'events' | 'other';

/**
 * Which section each grantable permission is shown in (reading: by what an admin thinks of when composing a role:
 * booking, approving, managing people, running the company, watching travel, events). A permission missing here (a
 * new one in the contract) is shown under "Other", so none is ever hidden.
 */
export const PERMISSION_SECTIONS: Readonly<Record<Exclude<PermissionSection, 'other'>, readonly Permission[]>> = {
  booking: [
    'TRIP_EVENT_BOOK', 'TRIP_EVENT_BOOK_FOR_GUEST', 'TRIP_EVENT_BOOK_FOR_OTHER', 'TRIP_EVENT_BOOK_FOR_EXPLICIT', 'TRIP_EVENT_BOOK_FOR_ALL_ALLOWING',
    'TRIP_EVENT_BOOK_FOR_ALL', 'BOOK_ON_BEHALF_REQUEST', 'BOOK_ON_BEHALF_REQUEST_PROCESSING',
  ],
  approvals: [
    'TRIP_EVENT_APPROVAL_REQUEST', 'TRIP_EVENT_APPROVAL_PROCESSING', 'TRIP_EVENT_APPROVAL_PROCESSING_FOR_ALL', 'TRIP_EVENT_APPROVAL_REQUEST_FOR_EXPLICIT',
    'COMPANY_SETTINGS_APPROVAL_SETTINGS',
  ],
  people: [
    'USER_MANAGEMENT', 'USER_INVITE', 'USER_GUEST_INVITE', 'GUEST_MANAGEMENT', 'USER_GUEST_DELETE', 'USER_GUEST_DELETE_FOR_ALL', 'BUSINESS_PROFILE_EDIT',
    'BUSINESS_PROFILE_DELETE', 'BUSINESS_PROFILE_SEARCH', 'USER_PROFILE_VIEW', 'USER_PROFILE_VIEW_FOR_ALL', 'USER_PROFILE_EDIT', 'USER_PROFILE_EDIT_FOR_ALL',
    'ROLE_MANAGEMENT', 'SENIORITY_MANAGEMENT',
  ],
  company: [
    'COMPANY_SETTINGS_MANAGEMENT', 'COMPANY_CORPORATE_MEMBERSHIP_MANAGEMENT', 'COMPANY_INTEGRATION_MANAGEMENT', 'COMPANY_PAYMENT_METHOD_VIEW',
    'COMPANY_PAYMENT_METHOD_MANAGEMENT', 'HOMEPAGE_MESSAGES_MANAGEMENT', 'TRAVEL_POLICY_MANAGEMENT', 'TRIP_REPORTING_FIELDS_MANAGEMENT', 'HOTEL_RECOMMENDATION',
  ],
  reporting: ['REPORTING_VIEW', 'TRAVEL_TRACKER'],
  events: ['EVENT_EDIT', 'EVENT_EDIT_FOR_ALL'],
};

/**
 * The grantable permissions (contract GrantablePermissionSchema: all but the DISABLED marker) by section, in the order
 * shown; sections without a permission are left out. Pure.
 */
export function permissionSections(): { section: PermissionSection; permissions: Permission[] }[] {
  const grantable = new Set<Permission>(GrantablePermissionSchema.options);
  const placed = new Set<Permission>();
  const out: { section: PermissionSection; permissions: Permission[] }[] = [];
  for (const [section, list] of Object.entries(PERMISSION_SECTIONS) as [Exclude<PermissionSection, 'other'>, readonly Permission[]][]) {
    const permissions = list.filter((p) => grantable.has(p) && !placed.has(p));
    permissions.forEach((p) => placed.add(p));
    if (permissions.length > 0) out.push({ section, permissions });
  }
  const rest = GrantablePermissionSchema.options.filter((p) => !placed.has(p));
  if (rest.length > 0) out.push({ section: 'other', permissions: rest });
  return out;
}
