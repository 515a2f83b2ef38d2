/**
 * The offline vector basemap: Natural Earth 1:50m country outlines (world-atlas `countries-50m.json`, TopoJSON,
 * about 236 KB gzip) converted to GeoJSON with topojson-client. Vite bundles the TopoJSON as a lazily loaded chunk
 * of the frame's own origin, so the map needs no tile server and the frame's CSP no external origin.
 */
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import type { FeatureCollection } from 'geojson';

let outlines: Promise<FeatureCollection> | undefined;

/**
 * The world's country outlines as a GeoJSON FeatureCollection (one feature per country; coordinates
 * `[lon, lat]` degrees). Loaded once and shared; a failed load is forgotten so the next map tries again.
 * @throws (rejects) when the chunk cannot be loaded or parsed.
 */
export function loadCountryOutlines(): Promise<FeatureCollection> {
  outlines ??= import('world-atlas/countries-50m.json?raw').then(({ default: text }) => {
    const topology = JSON.parse(text) as Topology<{ countries: GeometryCollection }>;
    return feature(topology, topology.objects.countries) as FeatureCollection;
  });
  outlines.catch(() => {
    outlines = undefined;
  });
  return outlines;
}
