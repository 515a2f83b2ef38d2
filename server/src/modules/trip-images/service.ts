/**
 * Generated trip artwork (issue #12; core-and-business §2 `/trips/api/images/seasonal/{a}/{b}/{c}`): no
 * third-party images, every picture is an SVG drawn here from its parameters.
 *
 * - Seasonal trip image `/trips/api/images/seasonal/{season}/{cityId}/{size}` (contract TRIP_SEASONAL_IMAGE_PATH):
 *   a sky in the season's palette (winter: pale blue with snow; spring: soft green with blossom dots; summer:
 *   deep blue with a sun; autumn: amber with falling leaves) over a city skyline whose buildings (count, heights,
 *   widths, lit windows) are seeded by the GeoNames city id, so one destination always looks the same and two
 *   destinations differ. `size` is the square edge in px (32, 64 or 320); small sizes drop the windows.
 * - Avatar `/trips/api/images/avatar/{accountId}`: the account's initials (from its name, else its email) on a
 *   colour derived from the account id: the sharer's picture in NEW_SHARED_TRIP notifications.
 * Pure functions, no I/O; the routes add the content type, caching and a CSP that lets nothing inside run.
 */
import type { TripSeason } from '@travel/contract';

/** Deterministic 32-bit PRNG (mulberry32) for the seeded skyline. */
function rng(seed: number): () => number {
  let a = seed >>> 0 || 0x9e3779b9;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sky gradient (top, bottom), skyline and accent colours per season. */
const PALETTES: Record<TripSeason, { skyTop: string; skyBottom: string; city: string; window: string; accent: string }> = {
  winter: { skyTop: '#9fb8d6', skyBottom: '#e8eff7', city: '#3c4a5e', window: '#f6e7a8', accent: '#ffffff' },
  spring: { skyTop: '#8fd1c2', skyBottom: '#eef8e6', city: '#2f5d50', window: '#fff3c4', accent: '#f6a5c0' },
  summer: { skyTop: '#2f86d6', skyBottom: '#bfe3ff', city: '#1d3557', window: '#ffe08a', accent: '#ffcf3f' },
  autumn: { skyTop: '#e0894a', skyBottom: '#f8d9a8', city: '#4a2c2a', window: '#ffe6a3', accent: '#c8541e' },
};

/**
 * The seasonal trip image as SVG text.
 * @param season the trip's season at the destination
 * @param cityId GeoNames id of the destination (0: a generic skyline)
 * @param size square edge, px
 */
export function seasonalTripImageSvg(season: TripSeason, cityId: number, size: number): string {
  const p = PALETTES[season];
  const random = rng(cityId * 2654435761 + 17);
  const parts: string[] = [];
  // Accents behind the city: a sun in summer, snow in winter, blossom in spring, leaves in autumn.
  if (season === 'summer') parts.push(`<circle cx="${70 + Math.round(random() * 16)}" cy="24" r="11" fill="${p.accent}"/>`);
  const dots = season === 'summer' ? 0 : 14;
  for (let i = 0; i < dots && size >= 64; i++) {
    const x = Math.round(random() * 100);
    const y = Math.round(random() * 55);
    parts.push(`<circle cx="${x}" cy="${y}" r="${season === 'winter' ? 1.2 : 1.8}" fill="${p.accent}" opacity="0.85"/>`);
  }
  // Skyline: buildings left to right until the edge.
  let x = 0;
  while (x < 100) {
    const w = 7 + Math.round(random() * 12);
    const h = 18 + Math.round(random() * 42);
    const top = 100 - h;
    parts.push(`<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${p.city}"/>`);
    if (random() < 0.2) parts.push(`<rect x="${x + Math.floor(w / 2) - 1}" y="${top - 6}" width="2" height="6" fill="${p.city}"/>`);
    if (size >= 64) {
      for (let wy = top + 4; wy < 96; wy += 6) {
        for (let wx = x + 2; wx < x + w - 2; wx += 4) if (random() < 0.35) parts.push(`<rect x="${wx}" y="${wy}" width="2" height="3" fill="${p.window}"/>`);
      }
    }
    x += w + (random() < 0.3 ? 1 : 0);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100" role="img" aria-hidden="true">` +
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>` +
    `<rect width="100" height="100" fill="url(#sky)"/>${parts.join('')}</svg>`
  );
}

/** Up to two initials of a name ("Ada Lovelace" -> "AL"), else of an email's local part ("ada@x" -> "A"). */
export function initialsOf(name: string | null, email: string): string {
  const source = name?.trim() || email.split('@')[0] || '?';
  const words = source.split(/[\s._-]+/u).filter(Boolean);
  const letters = (words.length > 1 ? [words[0], words[words.length - 1]] : [words[0] ?? '?']).map((w) => Array.from(w ?? '?')[0] ?? '?');
  return letters.join('').toLocaleUpperCase();
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The avatar SVG (64x64): initials on a colour from the account id. */
export function avatarSvg(accountId: string, initials: string): string {
  let h = 0;
  for (const ch of accountId) h = (Math.imul(h, 31) + ch.charCodeAt(0)) >>> 0;
  const hue = h % 360;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64" role="img" aria-hidden="true">` +
    `<circle cx="32" cy="32" r="32" fill="hsl(${hue} 45% 38%)"/>` +
    `<text x="32" y="32" dy="0.35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="26" font-weight="600" fill="#ffffff">${escapeXml(initials)}</text></svg>`
  );
}
