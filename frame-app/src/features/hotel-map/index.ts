/**
 * Hotel map feature (issue #11): maps of hotels over an offline vector basemap (Leaflet + Natural Earth). Used by
 * the hotel results page (search feature, {@link HotelResultsMap}) and the hotel details page (booking feature,
 * {@link HotelMap}); {@link hotelMapMessages} include the details page's "Back to results".
 *
 * Everything but the messages loads lazily: the components below are thin wrappers that import hotel-map.tsx on
 * first render (which in turn imports Leaflet and the basemap when a map is shown), so importing this index adds no
 * map code to the frame's first script.
 */
import { createElement, lazy, Suspense } from 'react';
import type { HotelMapProps, HotelResultsMapProps } from './hotel-map.tsx';
import type { FeatureCollection } from 'geojson';
import { MapErrorBoundary } from './map-error-boundary.ts';

export type { HotelMapProps, HotelResultsMapProps } from './hotel-map.tsx';
export type { HotelMapPoint } from './markers.ts';
export { hotelMapMessages } from './messages.ts';

const LazyHotelMap = /* @__PURE__ */ lazy(() => import('./hotel-map.tsx').then((m) => ({ default: m.HotelMap })));
const LazyHotelResultsMap = /* @__PURE__ */ lazy(() => import('./hotel-map.tsx').then((m) => ({ default: m.HotelResultsMap })));

/** A labelled map region with one marker per hotel (see hotel-map.tsx `HotelMap`); lazily loaded. */
export function HotelMap(props: HotelMapProps) {
  return createElement(MapErrorBoundary, { fallback: null }, createElement(Suspense, { fallback: null }, createElement(LazyHotelMap, props)));
}

/** The results page's "Show map" / "Hide map" section (see hotel-map.tsx `HotelResultsMap`); lazily loaded. */
export function HotelResultsMap(props: HotelResultsMapProps) {
  return createElement(MapErrorBoundary, { fallback: null }, createElement(Suspense, { fallback: null }, createElement(LazyHotelResultsMap, props)));
}

/**
 * The offline basemap's country outlines (GeoJSON, see basemap.ts), loaded on first call as their own chunk: other
 * features' maps (the business traveler tracker, issue #26) draw the same basemap without reaching into this folder.
 * @throws (rejects) when the chunk cannot be loaded
 */
export function loadWorldOutlines(): Promise<FeatureCollection> {
  return import('./basemap.ts').then((m) => m.loadCountryOutlines());
}
