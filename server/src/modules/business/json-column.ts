/**
 * Reading the business tables' JSON object columns (company settings, feature switches, flags, a custom role's
 * permissions): one parser for the principal loader and the service.
 */

/** Parses a JSON object column; anything else (corrupt or not an object) reads as `{}`. Never throws. */
export function jsonObject(text: string): Record<string, unknown> {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
