/**
 * The company settings calls of the admin hub (issue #24 "Admin hub": email domains, offices, entities, corporate
 * memberships "Programs"; contract business-admin.ts for the bodies, server/src/modules/business/admin-routes.ts for
 * who may call what) through the frame's one HTTP client: every reply parsed with its contract schema, X-CSRF on the
 * POST/PUT/DELETE calls (the client adds it).
 *
 * Failures reject with ApiRequestError in the contract's envelope: 400 VALIDATION_ERROR with the `field` it concerns
 * (`domain` when another company owns a domain), 403 FORBIDDEN (a permission the caller lacks), 404 NOT_FOUND (a row
 * of another company, or one deleted meanwhile), 403 MISSING_TWO_FACTOR_AUTHENTICATION (the client sends to
 * /business/verify). A network failure rejects with the client's own errors.
 */
import {
  AdminEmailDomainsReplySchema, AdminLegalEntitiesReplySchema, AdminMembershipsReplySchema, AdminOfficesReplySchema, AdminOkReplySchema,
  BUSINESS_ADMIN_API_BASE, CompanyLegalEntitySchema, CompanyMembershipSchema, CompanyOfficeSchema,
  type AdminLegalEntityInputSchema, type AdminMembershipInputSchema, type AdminOfficeInputSchema, type CompanyLegalEntity,
  type CompanyMembership, type CompanyOffice,
} from '@travel/contract';
import type { z } from 'zod';
import { apiClient } from '../../../api/index.ts';

const base = BUSINESS_ADMIN_API_BASE;
const signalOf = (signal?: AbortSignal) => (signal ? { signal } : {});

/** Body of an office's POST/PUT (contract AdminOfficeInputSchema, after its trimming). */
export type OfficeInput = z.infer<typeof AdminOfficeInputSchema>;
/** Body of a legal entity's POST/PUT (contract AdminLegalEntityInputSchema). */
export type LegalEntityInput = z.infer<typeof AdminLegalEntityInputSchema>;
/** Body of a corporate membership's POST/PUT (contract AdminMembershipInputSchema). */
export type MembershipInput = z.infer<typeof AdminMembershipInputSchema>;

/** GET {base}/emailDomains: the company's email domains, sorted. */
export async function fetchEmailDomains(signal?: AbortSignal): Promise<string[]> {
  return (await apiClient.get(`${base}/emailDomains`, AdminEmailDomainsReplySchema, signalOf(signal))).domains;
}

/** POST {base}/emailDomains `{ domain }`: the domains after adding it; 400 field `domain` when another company owns it. */
export async function addEmailDomain(domain: string): Promise<string[]> {
  return (await apiClient.post(`${base}/emailDomains`, { domain }, AdminEmailDomainsReplySchema)).domains;
}

/** DELETE {base}/emailDomains/{domain}: the domains left; 404 when the company does not have it (any more). */
export async function removeEmailDomain(domain: string): Promise<string[]> {
  return (await apiClient.delete(`${base}/emailDomains/${encodeURIComponent(domain)}`, AdminEmailDomainsReplySchema)).domains;
}

/** GET {base}/offices: the company's offices, oldest first. */
export async function fetchOffices(signal?: AbortSignal): Promise<CompanyOffice[]> {
  return (await apiClient.get(`${base}/offices`, AdminOfficesReplySchema, signalOf(signal))).items;
}

/** POST {base}/offices: the office as saved. */
export function createOffice(body: OfficeInput): Promise<CompanyOffice> {
  return apiClient.post(`${base}/offices`, body, CompanyOfficeSchema);
}

/** PUT {base}/offices/{id} (every field replaced): the office as saved. */
export function updateOffice(id: number, body: OfficeInput): Promise<CompanyOffice> {
  return apiClient.put(`${base}/offices/${id}`, body, CompanyOfficeSchema);
}

/** DELETE {base}/offices/{id}. */
export async function deleteOffice(id: number): Promise<void> {
  await apiClient.delete(`${base}/offices/${id}`, AdminOkReplySchema);
}

/** GET {base}/legalEntities: the company's legal entities, oldest first (company flag `entities`). */
export async function fetchLegalEntities(signal?: AbortSignal): Promise<CompanyLegalEntity[]> {
  return (await apiClient.get(`${base}/legalEntities`, AdminLegalEntitiesReplySchema, signalOf(signal))).items;
}

/** POST {base}/legalEntities: the entity as saved. */
export function createLegalEntity(body: LegalEntityInput): Promise<CompanyLegalEntity> {
  return apiClient.post(`${base}/legalEntities`, body, CompanyLegalEntitySchema);
}

/** PUT {base}/legalEntities/{id}: the entity as saved. */
export function updateLegalEntity(id: number, body: LegalEntityInput): Promise<CompanyLegalEntity> {
  return apiClient.put(`${base}/legalEntities/${id}`, body, CompanyLegalEntitySchema);
}

/** DELETE {base}/legalEntities/{id}. */
export async function deleteLegalEntity(id: number): Promise<void> {
  await apiClient.delete(`${base}/legalEntities/${id}`, AdminOkReplySchema);
}

/** GET {base}/memberships: the company's corporate memberships ("Programs"), oldest first. */
export async function fetchMemberships(signal?: AbortSignal): Promise<CompanyMembership[]> {
  return (await apiClient.get(`${base}/memberships`, AdminMembershipsReplySchema, signalOf(signal))).items;
}

/** POST {base}/memberships: the membership as saved. */
export function createMembership(body: MembershipInput): Promise<CompanyMembership> {
  return apiClient.post(`${base}/memberships`, body, CompanyMembershipSchema);
}

/** PUT {base}/memberships/{id}: the membership as saved. */
export function updateMembership(id: number, body: MembershipInput): Promise<CompanyMembership> {
  return apiClient.put(`${base}/memberships/${id}`, body, CompanyMembershipSchema);
}

/** DELETE {base}/memberships/{id}. */
export async function deleteMembership(id: number): Promise<void> {
  await apiClient.delete(`${base}/memberships/${id}`, AdminOkReplySchema);
}
