/**
 * The traveler tracker's map (issue #26 "on a map (the offline basemap the product already has)"): Leaflet over the
 * hotel map's offline Natural Earth basemap (hotel-map `loadWorldOutlines`), one circle marker per place sized by how
 * many travelers are there, each with an SVG title and `aria-label` ("London: 2 travelers"). Loaded lazily by the
 * tracker page (Leaflet stays out of every other page). Keyboard: Leaflet's focusable container (arrows pan, + and -
 * zoom), described by the page's help text; the table under the map is the text alternative. The container carries
 * `data-basemap` (loading, ready, failed) and `data-marker-count` for tests.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import type { TrackerPlace } from '@travel/contract';
import { loadWorldOutlines } from '../../hotel-map/index.ts';
import styles from './travel.module.css';

/** Zoom of a map with one place (a city and its surroundings). */
export const SINGLE_PLACE_ZOOM = 6;
/** Smallest and largest marker radius, CSS px. */
export const MARKER_RADIUS_MIN_PX = 7;
export const MARKER_RADIUS_MAX_PX = 18;

/** Props of {@link TrackerMap}. */
export interface TrackerMapProps {
  places: readonly TrackerPlace[];
  /** Accessible name of the map region. */
  label: string;
  /** id of the text that explains the keyboard use. */
  describedBy: string;
  /** A marker's title, e.g. "London: 2 travelers". */
  titleOf(place: TrackerPlace): string;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The map (see the module docstring). */
export default function TrackerMap({ places, label, describedBy, titleOf }: TrackerMapProps) {
  const ref = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const titleRef = useRef(titleOf);
  titleRef.current = titleOf;

  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const map = L.map(container, { minZoom: 1, worldCopyJump: true, attributionControl: true });
    map.attributionControl.setPrefix('Leaflet');
    map.attributionControl.addAttribution('Natural Earth');
    map.setView([25, 10], 1);
    mapRef.current = map;
    let live = true;
    loadWorldOutlines().then(
      (outlines) => {
        if (!live) return;
        L.geoJSON(outlines, { interactive: false, style: { className: styles.country } }).addTo(map).bringToBack();
        container.dataset.basemap = 'ready';
      },
      () => {
        if (live) container.dataset.basemap = 'failed';
      },
    );
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => map.invalidateSize()) : null;
    resize?.observe(container);
    return () => {
      live = false;
      resize?.disconnect();
      mapRef.current = null;
      map.remove();
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    const container = ref.current;
    if (!map || !container) return;
    const group = L.featureGroup().addTo(map);
    const most = Math.max(1, ...places.map((p) => p.travelers));
    for (const place of places) {
      const radius = MARKER_RADIUS_MIN_PX + ((MARKER_RADIUS_MAX_PX - MARKER_RADIUS_MIN_PX) * place.travelers) / most;
      const marker = L.circleMarker([place.latitude, place.longitude], { radius, className: styles.marker, interactive: false }).addTo(group);
      const path = marker.getElement();
      if (path) {
        const text = titleRef.current(place);
        path.setAttribute('role', 'img');
        path.setAttribute('aria-label', text);
        path.setAttribute('data-place', `${place.city}|${place.countryCode}`);
        const title = document.createElementNS(SVG_NS, 'title');
        title.textContent = text;
        path.appendChild(title);
      }
    }
    container.dataset.markerCount = String(places.length);
    if (places.length === 1) map.setView([places[0]!.latitude, places[0]!.longitude], SINGLE_PLACE_ZOOM);
    else if (places.length > 1) map.fitBounds(group.getBounds(), { padding: [24, 24], maxZoom: SINGLE_PLACE_ZOOM });
    else map.setView([25, 10], 1);
    return () => void group.remove();
  }, [places]);

  return <div ref={ref} className={styles.map} role="region" aria-label={label} aria-describedby={describedBy} data-basemap="loading" />;
}
