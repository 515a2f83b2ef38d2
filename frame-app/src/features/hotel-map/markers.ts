/**
 * Pure data -> map mapping of the hotel map (no Leaflet here, so it is testable without layout).
 */

/** One hotel to mark on a map. Coordinates in decimal degrees (WGS 84), as in the contract's `HotelSummary`. */
export interface HotelMapPoint {
  /** Stable hotel id (`h{cityId}-{n}`); becomes the marker's `data-hotel-id`. */
  id: string;
  name: string;
  latitude: number;
  longitude: number;
  /** Short extra text for the marker title, e.g. the formatted price; omitted = the name alone. */
  detail?: string;
  /** Frame path the marker opens when clicked (e.g. the hotel details page); omitted = not clickable. */
  href?: string;
}

/** A marker to draw: Leaflet `[lat, lon]`, its title (tooltip and accessible name) and click target. */
export interface MarkerSpec {
  id: string;
  latLng: [number, number];
  title: string;
  href?: string;
}

/** A reference point drawn apart from the hotels, e.g. the city centre (decimal degrees). */
export interface MapLandmark {
  latitude: number;
  longitude: number;
  /** Title (tooltip and accessible name), e.g. "Centre of Paris"; also its visible label on the map. */
  title: string;
}

/** A neighbourhood of the city to label on the map (contract `HotelDistrict`; decimal degrees). */
export interface MapDistrict {
  name: string;
  latitude: number;
  longitude: number;
  /** Hotels of the city in it; labels go to the neighbourhoods with most hotels first. */
  hotelCount: number;
}

/** A distance ring around the landmark: its radius (metres) and label ("1 km", localised). */
export interface MapRing {
  radiusM: number;
  label: string;
}

/**
 * The neighbourhood labels to draw (issue #22 item 5): at most `max`, most hotels first (ties by name), with valid
 * coordinates, one per name.
 */
export function districtLabels(districts: readonly MapDistrict[], max: number): MapDistrict[] {
  const seen = new Set<string>();
  return [...districts]
    .filter((d) => Number.isFinite(d.latitude) && Number.isFinite(d.longitude) && Math.abs(d.latitude) <= 90 && Math.abs(d.longitude) <= 180 && d.name.trim() !== '')
    .sort((a, b) => b.hotelCount - a.hotelCount || a.name.localeCompare(b.name))
    .filter((d) => (seen.has(d.name) ? false : (seen.add(d.name), true)))
    .slice(0, max);
}

/** The view a map opens at: one point at a fixed zoom, or the bounds of several points (to fit). */
export type MapView =
  | { kind: 'point'; center: [number, number] }
  | { kind: 'bounds'; southWest: [number, number]; northEast: [number, number] };

function validCoordinates(p: HotelMapPoint): boolean {
  return Number.isFinite(p.latitude) && Number.isFinite(p.longitude) && Math.abs(p.latitude) <= 90 && Math.abs(p.longitude) <= 180;
}

/**
 * Markers for hotels, one per hotel id in input order: points without valid coordinates (non-finite, |lat| > 90,
 * |lon| > 180) and repeated ids are skipped. `title(point)` builds the title (default: `name`).
 */
export function markerSpecs(points: readonly HotelMapPoint[], title: (p: HotelMapPoint) => string = (p) => p.name): MarkerSpec[] {
  const seen = new Set<string>();
  const specs: MarkerSpec[] = [];
  for (const p of points) {
    if (!validCoordinates(p) || seen.has(p.id)) continue;
    seen.add(p.id);
    specs.push({ id: p.id, latLng: [p.latitude, p.longitude], title: title(p), ...(p.href ? { href: p.href } : {}) });
  }
  return specs;
}

/**
 * The view that shows every marker and the landmark (if any): null for none, a point for one place (or several at
 * the same place), otherwise the south-west and north-east corners of their bounding box.
 */
export function mapViewOf(markers: readonly MarkerSpec[], landmark?: MapLandmark): MapView | null {
  const places = markers.map((m) => m.latLng);
  if (landmark) places.push([landmark.latitude, landmark.longitude]);
  const first = places[0];
  if (!first) return null;
  let [south, west] = first;
  let [north, east] = first;
  for (const [lat, lon] of places) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lon);
    east = Math.max(east, lon);
  }
  if (south === north && west === east) return { kind: 'point', center: [south, west] };
  return { kind: 'bounds', southWest: [south, west], northEast: [north, east] };
}
