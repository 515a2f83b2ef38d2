/**
 * The IAB Global Vendor List the consent dialog shows (issue #13; chrome-and-consent §3 "Detailed prefs",
 * "Initial prefs", "Device storage disclosure per vendor").
 *
 * The product ships an invented offline list in the official GVL v3 JSON format (gvl/vendor-list.json: purposes
 * 1-11, special purposes, features, special features, stacks, data categories, 30 vendors) and a list of
 * additional (non-IAB) vendors (gvl/additional-vendors.json). An operator installs a real GVL with
 * `npm run gvl -- load <vendor-list.json>` (cli.ts): it is validated here and written as `vendor-list-v{N}.json`
 * into CONSENT_GVL_DIR when set, else into `<repo>/data/gvl` (never into the source tree). Server processes read the lists once at start: a
 * loaded list (the highest vendorListVersion) wins over the shipped one; restart them to apply a new list.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { AdditionalVendorSchema, type AdditionalVendor, type DeviceStorageDisclosureReply } from '@travel/contract';

/** Folder holding the shipped vendor list and additional vendors. */
export const SHIPPED_GVL_DIR = fileURLToPath(new URL('./gvl/', import.meta.url));
/** Environment variable naming the folder loaded lists are written to (deployments keep them outside the code). */
export const GVL_DIR_ENV = 'CONSENT_GVL_DIR';
/** Where loaded lists go without CONSENT_GVL_DIR: `<repo>/data/gvl` (git-ignored, next to the SQLite database). */
export const DEFAULT_LOADED_GVL_DIR = fileURLToPath(new URL('../../../../data/gvl/', import.meta.url));
/** TCF policy versions this server (and @iabtechlabtcf/core 1.5) can encode and check; 5 is the newest. */
export const SUPPORTED_TCF_POLICY_VERSIONS: readonly number[] = [4, 5];
const LOADED_FILE = /^vendor-list-v(\d+)\.json$/;

const id = z.number().int().positive().max(65_535);
const ids = z.array(id);
const intMap = <T extends z.ZodTypeAny>(item: T) =>
  z.record(z.string().regex(/^\d+$/, 'map keys are integer ids'), item);
const PurposeSchema = z.object({ id, name: z.string().min(1), description: z.string(), descriptionLegal: z.string().optional(), illustrations: z.array(z.string()).optional() });
const StackSchema = z.object({ id, name: z.string().min(1), description: z.string(), purposes: ids, specialFeatures: ids });
const DataCategorySchema = z.object({ id, name: z.string().min(1), description: z.string() });
const VendorSchema = z.object({
  id,
  name: z.string().min(1),
  purposes: ids,
  legIntPurposes: ids,
  flexiblePurposes: ids,
  specialPurposes: ids,
  features: ids,
  specialFeatures: ids,
  usesCookies: z.boolean(),
  cookieMaxAgeSeconds: z.number().nullable(),
  cookieRefresh: z.boolean(),
  usesNonCookieAccess: z.boolean(),
  deviceStorageDisclosureUrl: z.string().optional(),
  deletedDate: z.string().optional(),
  overflow: z.object({ httpGetLimit: z.union([z.literal(32), z.literal(128)]) }).optional(),
  dataRetention: z.object({ stdRetention: z.number().int().nonnegative().optional(), purposes: intMap(z.number().int().nonnegative()), specialPurposes: intMap(z.number().int().nonnegative()) }).optional(),
  urls: z.array(z.object({ langId: z.string(), privacy: z.string(), legIntClaim: z.string().optional() })).optional(),
  dataDeclaration: ids.optional(),
}).passthrough();

/** The GVL v3 JSON format (https://github.com/InteractiveAdvertisingBureau/GDPR-Transparency-and-Consent-Framework). */
export const VendorListSchema = z.object({
  gvlSpecificationVersion: z.literal(3),
  vendorListVersion: z.number().int().positive(),
  tcfPolicyVersion: z.number().int().positive(),
  lastUpdated: z.string(),
  purposes: intMap(PurposeSchema),
  specialPurposes: intMap(PurposeSchema),
  features: intMap(PurposeSchema),
  specialFeatures: intMap(PurposeSchema),
  stacks: intMap(StackSchema),
  dataCategories: intMap(DataCategorySchema).optional(),
  vendors: intMap(VendorSchema),
}).passthrough();
export type VendorList = z.infer<typeof VendorListSchema>;
export type GvlVendor = z.infer<typeof VendorSchema>;

/** A vendor list with where it came from. */
export interface LoadedVendorList {
  list: VendorList;
  /** 'shipped': the invented offline list (device storage disclosures are generated for it). */
  source: 'shipped' | 'loaded';
  /** Active vendors (no deletedDate), by id ascending. */
  vendors: GvlVendor[];
  additionalVendors: AdditionalVendor[];
}

/** A refused vendor list file; the message is one line naming the problem. */
export class VendorListError extends Error {
  override name = 'VendorListError';
}

/**
 * Parses and checks a GVL v3 JSON text: the schema, map keys equal to the item ids, purposes 1-11 present, a
 * supported TCF policy version, and every id a vendor or stack cites declared.
 * @throws VendorListError (one line) when the text is not such a list
 */
export function parseVendorList(text: string): VendorList {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (e) {
    throw new VendorListError(`Not JSON: ${(e as Error).message.split('\n')[0]}`);
  }
  const parsed = VendorListSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new VendorListError(`Not a GVL v3 vendor list: ${issue.path.join('.') || '(root)'}: ${issue.message}`);
  }
  const list = parsed.data;
  if (!SUPPORTED_TCF_POLICY_VERSIONS.includes(list.tcfPolicyVersion)) {
    throw new VendorListError(`TCF policy version ${list.tcfPolicyVersion} is not supported (supported: ${SUPPORTED_TCF_POLICY_VERSIONS.join(', ')})`);
  }
  for (const [mapName, map] of Object.entries({ purposes: list.purposes, specialPurposes: list.specialPurposes, features: list.features, specialFeatures: list.specialFeatures, stacks: list.stacks, vendors: list.vendors, dataCategories: list.dataCategories ?? {} })) {
    for (const [key, item] of Object.entries(map)) {
      if (String(item.id) !== key) throw new VendorListError(`${mapName}.${key} has id ${item.id}`);
    }
  }
  for (let p = 1; p <= 11; p++) if (!list.purposes[String(p)]) throw new VendorListError(`Purpose ${p} is missing`);
  const has = (map: Record<string, unknown>, n: number) => map[String(n)] !== undefined;
  for (const v of Object.values(list.vendors)) {
    for (const p of [...v.purposes, ...v.legIntPurposes, ...v.flexiblePurposes]) if (!has(list.purposes, p)) throw new VendorListError(`Vendor ${v.id} cites unknown purpose ${p}`);
    for (const p of v.specialPurposes) if (!has(list.specialPurposes, p)) throw new VendorListError(`Vendor ${v.id} cites unknown special purpose ${p}`);
    for (const f of v.features) if (!has(list.features, f)) throw new VendorListError(`Vendor ${v.id} cites unknown feature ${f}`);
    for (const f of v.specialFeatures) if (!has(list.specialFeatures, f)) throw new VendorListError(`Vendor ${v.id} cites unknown special feature ${f}`);
  }
  for (const s of Object.values(list.stacks)) {
    for (const p of s.purposes) if (!has(list.purposes, p)) throw new VendorListError(`Stack ${s.id} cites unknown purpose ${p}`);
  }
  return list;
}

/** The folders searched for lists: the shipped one, then CONSENT_GVL_DIR (default {@link DEFAULT_LOADED_GVL_DIR}). */
export function gvlFolders(env: NodeJS.ProcessEnv = process.env): string[] {
  return [SHIPPED_GVL_DIR, env[GVL_DIR_ENV] || DEFAULT_LOADED_GVL_DIR];
}

/** The loaded list files (`vendor-list-v{N}.json`) in `folders`, highest version first. */
export function loadedListFiles(folders: readonly string[]): { version: number; path: string }[] {
  const found: { version: number; path: string }[] = [];
  for (const dir of folders) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      const m = LOADED_FILE.exec(name);
      if (m) found.push({ version: Number(m[1]), path: join(dir, name) });
    }
  }
  return found.sort((a, b) => b.version - a.version);
}

/**
 * Reads the list the server serves: the highest loaded `vendor-list-v{N}.json` in `folders`, else the shipped list,
 * plus the shipped additional vendors.
 * @throws VendorListError when the chosen file is not a valid list (the server refuses to start)
 */
export function loadVendorList(folders: readonly string[] = gvlFolders()): LoadedVendorList {
  const newest = loadedListFiles(folders)[0];
  const path = newest?.path ?? join(SHIPPED_GVL_DIR, 'vendor-list.json');
  let list: VendorList;
  try {
    list = parseVendorList(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new VendorListError(`${path}: ${(e as Error).message}`);
  }
  const additional = z.object({ additionalVendors: z.array(AdditionalVendorSchema) }).parse(JSON.parse(readFileSync(join(SHIPPED_GVL_DIR, 'additional-vendors.json'), 'utf8')));
  return {
    list,
    source: newest ? 'loaded' : 'shipped',
    vendors: Object.values(list.vendors).filter((v) => v.deletedDate === undefined).sort((a, b) => a.id - b.id),
    additionalVendors: additional.additionalVendors,
  };
}

/** The vendor's main domain, taken from its privacy policy URL (`www.` dropped). */
function vendorDomain(vendor: GvlVendor): string {
  const url = vendor.urls?.[0]?.privacy;
  try {
    return url ? new URL(url).hostname.replace(/^www\./, '') : `vendor-${vendor.id}.example`;
  } catch {
    return `vendor-${vendor.id}.example`;
  }
}

/**
 * Plausible device storage disclosures for a vendor of the shipped (invented) list, derived from what the vendor
 * declares: a user-id cookie when it uses cookies (its cookieMaxAgeSeconds and cookieRefresh), a session cookie
 * for frequency capping when it does advertising selection, a web-storage entry when it uses non-cookie access.
 * Vendors of a real loaded list publish theirs at deviceStorageDisclosureUrl; the server does not fetch them and
 * answers empty lists for them.
 */
export function shippedDisclosures(vendor: GvlVendor): DeviceStorageDisclosureReply {
  const domain = vendorDomain(vendor);
  const prefix = vendor.name.toLowerCase().replace(/[^a-z]/g, '').slice(0, 4);
  const storing = vendor.purposes.filter((p) => p !== 1);
  const disclosures: DeviceStorageDisclosureReply['disclosures'] = [];
  if (vendor.usesCookies) {
    disclosures.push({ identifier: `${prefix}_uid`, type: 'cookie', maxAgeSeconds: vendor.cookieMaxAgeSeconds, cookieRefresh: vendor.cookieRefresh, purposes: [1, ...storing], domain: `.${domain}` });
    if (vendor.purposes.includes(2) || vendor.legIntPurposes.includes(2)) {
      disclosures.push({ identifier: `${prefix}_fc`, type: 'cookie', maxAgeSeconds: null, cookieRefresh: false, purposes: [1, 2], domain: `.${domain}` });
    }
  }
  if (vendor.usesNonCookieAccess) {
    disclosures.push({ identifier: `${prefix}:session`, type: 'web', maxAgeSeconds: null, cookieRefresh: false, purposes: vendor.purposes.includes(1) ? [1] : [], domain });
  }
  return {
    disclosures,
    domains: [{ domain: `*.${domain}`, use: disclosures.length ? 'Stores and reads the identifiers above' : 'Receives requests; stores nothing on the device' }],
  };
}
