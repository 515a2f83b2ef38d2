/**
 * Map constants of the hotel map (issue #11 "hotels have a map").
 *
 * Production style: the map always draws the offline vector basemap (Natural Earth country outlines shipped
 * with the frame). When {@link MAP_TILE_URL_TEMPLATE} is set, a raster tile layer is drawn over it, e.g.
 * `https://tiles.example.com/{z}/{x}/{y}.png` (Leaflet template: `{s}` subdomain, `{z}` zoom, `{x}`/`{y}` tile,
 * `{r}` retina suffix). Set it at build time with `VITE_MAP_TILE_URL_TEMPLATE` (and the credit with
 * `VITE_MAP_TILE_ATTRIBUTION`), or per partner by passing `tileUrlTemplate` to `HotelMap`. The tile origin must
 * then also be allowed by the frame's Content-Security-Policy `img-src` (server/src/modules/frame/service.ts
 * `frameCsp`); with no template the frame needs no external origin at all.
 */

/** Raster tile URL template drawn over the vector basemap; '' (the default) = offline vector basemap only. */
export const MAP_TILE_URL_TEMPLATE: string = import.meta.env.VITE_MAP_TILE_URL_TEMPLATE ?? '';
/** Credit line of the tile layer (HTML allowed by Leaflet's attribution control; keep it plain text). */
export const MAP_TILE_ATTRIBUTION: string = import.meta.env.VITE_MAP_TILE_ATTRIBUTION ?? '';
/** Credit line of the vector basemap (Natural Earth, public domain, via the world-atlas package). */
export const BASEMAP_ATTRIBUTION = 'Natural Earth';

/** Zoom of a map that shows one hotel (Leaflet zoom level; 11 ≈ a city and its surroundings). */
export const SINGLE_HOTEL_ZOOM = 11;
/** Highest zoom a map of several hotels fits to (Leaflet zoom level). */
export const MAX_FIT_ZOOM = 13;
/** Padding around the hotels when the map fits them, CSS px. */
export const FIT_PADDING_PX = 24;
/** Radius of a hotel marker (L.circleMarker), CSS px; 8 px radius = 16 px dot plus its stroke. */
export const MARKER_RADIUS_PX = 8;
/** Radius of the city-centre ring, CSS px. */
export const LANDMARK_RADIUS_PX = 12;
/**
 * Radii of the distance rings drawn around the city centre, km (issue #22 item 5: at city zoom the country outlines
 * give no sense of place; the rings, labelled "1 km" / "5 km", show how far a hotel is from the centre).
 */
export const DISTANCE_RINGS_KM: readonly number[] = [1, 5];
/** Most neighbourhood labels on one map (the ones with most hotels): more would cover the hotels. */
export const MAX_DISTRICT_LABELS = 10;
/** Leaflet pane of the vector basemap: below the tile pane (z-index 200), so tiles draw over it. */
export const BASEMAP_PANE = 'basemap';
/** z-index of {@link BASEMAP_PANE}. */
export const BASEMAP_PANE_Z_INDEX = 150;
/** Leaflet pane of the map's text labels (centre, rings, neighbourhoods): over tiles (200), under the hotel markers' overlay pane (400). */
export const LABEL_PANE = 'labels';
/** z-index of {@link LABEL_PANE}. */
export const LABEL_PANE_Z_INDEX = 350;
/**
 * Frame viewport width from which the results page shows its map open at first, CSS px: the width at which the
 * results layout gets its filters column (search/results.module.css, 760 px); narrower frames (phones) start
 * with the map closed behind "Show map".
 */
export const MAP_OPEN_MIN_WIDTH_PX = 760;
