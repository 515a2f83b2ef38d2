/**
 * The approval pages' paths, apart from their modules (the app's route table on the first page imports them through
 * ./index.ts; core-and-business §6 approvals pages, trips to approve, trips to book). `/business/approvals` itself is
 * the admin hub's group page (its visible children), served by the hub's splat route.
 */

/** Approval settings (ADMIN_PAGES `approvalSettings`: COMPANY_SETTINGS_APPROVAL_SETTINGS). */
export const APPROVAL_SETTINGS_ROUTE_PATH = '/business/approvals/settings';
/** Approvers per group (ADMIN_PAGES `approvers`: COMPANY_SETTINGS_APPROVAL_SETTINGS and the company's approvers flag). */
export const APPROVERS_ROUTE_PATH = '/business/approvals/approvers';
/** Trips to approve (ADMIN_PAGES `tripsToApprove`: an approval-processing permission and TRIPS_TO_APPROVE). */
export const TRIPS_TO_APPROVE_ROUTE_PATH = '/business/approval';
/** Trips to book (ADMIN_PAGES `tripsToBook`: BOOK_ON_BEHALF_REQUEST_PROCESSING, BOOK_ON_BEHALF, traveler-or-travel-manager mode). */
export const TRIPS_TO_BOOK_ROUTE_PATH = '/business/book';
