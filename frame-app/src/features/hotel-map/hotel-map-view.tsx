/**
 * The Leaflet map itself: loaded lazily by {@link HotelMap} (Leaflet, its CSS and the basemap stay out of the
 * frame's first script and out of every page that shows no map).
 *
 * Layers, bottom to top: the offline vector basemap (Natural Earth country outlines, GeoJSON, in the `basemap`
 * pane below the tile pane); when a tile URL template is set (constants.ts `MAP_TILE_URL_TEMPLATE`, or the
 * `tileUrlTemplate` prop), a raster tile layer over it; then one `L.circleMarker` per hotel (SVG path, no image
 * assets), each with `data-hotel-id`, an SVG `<title>` and `aria-label` (its title) and, when it has an `href`,
 * a click handler calling `onOpen(href)`; under them, the landmark (city centre) as a ring (`data-landmark`).
 * A scale bar (metric and imperial) sits bottom left.
 * Orientation (issue #22 item 5: country outlines alone are a grey box at city zoom): the centre carries a visible
 * label ("Centre of Paris", `data-map-label="centre"`), distance rings around it (`data-distance-ring` = radius in
 * metres, e.g. 1 km and 5 km) carry their distance as a label on their north edge (`data-map-label="ring"`), and
 * the city's neighbourhoods are labelled where their hotels are (`data-map-label="district"`). Labels sit in their
 * own pane under the hotel markers and take no pointer events, so they never hide or block a hotel; they are
 * `aria-hidden` (the ring's and markers' titles and the list of offers are the text alternative).
 * Keyboard: Leaflet's own handler on the focusable map container (arrows pan, +/- zoom); the zoom buttons are
 * links. The container carries `data-basemap="ready"` once the outlines drew and `data-marker-count`.
 */
import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import { useEffect, useRef } from 'react';
import { loadCountryOutlines } from './basemap.ts';
import { mapViewOf, type MapDistrict, type MapLandmark, type MapRing, type MarkerSpec } from './markers.ts';
import {
  BASEMAP_ATTRIBUTION,
  BASEMAP_PANE,
  BASEMAP_PANE_Z_INDEX,
  FIT_PADDING_PX,
  LABEL_PANE,
  LABEL_PANE_Z_INDEX,
  LANDMARK_RADIUS_PX,
  MARKER_RADIUS_PX,
  MAX_FIT_ZOOM,
  SINGLE_HOTEL_ZOOM,
} from './constants.ts';
import styles from './hotel-map.module.css';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Props of {@link HotelMapView}. */
export interface HotelMapViewProps {
  markers: readonly MarkerSpec[];
  /** A reference point (the city centre) drawn as a ring under the hotels and included in the view. */
  landmark?: MapLandmark;
  /** Distance rings around the landmark (drawn only with a landmark). */
  rings?: readonly MapRing[];
  /** Neighbourhood labels (already chosen: see markers.ts `districtLabels`). */
  districts?: readonly MapDistrict[];
  /** Raster tiles over the basemap ('' = none). */
  tileUrlTemplate: string;
  tileAttribution: string;
  /** id of the text that explains the map's keyboard use (aria-describedby of the focusable container). */
  describedBy?: string;
  onOpen?(href: string): void;
}

/** Gives a marker's SVG path a title: an SVG `<title>` (tooltip) and `role="img"` with `aria-label`. */
function titled(path: Element | undefined, text: string): Element | undefined {
  if (!path) return undefined;
  path.setAttribute('role', 'img');
  path.setAttribute('aria-label', text);
  const title = document.createElementNS(SVG_NS, 'title');
  title.textContent = text;
  path.appendChild(title);
  return path;
}

/** A text label on the map at a point: a Leaflet marker with a DOM-built div icon (text, never HTML), centred there. */
function label(at: L.LatLngExpression, text: string, kind: 'centre' | 'ring' | 'district', className: string): L.Marker {
  const span = document.createElement('span');
  span.textContent = text;
  span.className = className;
  span.dataset.mapLabel = kind;
  span.setAttribute('aria-hidden', 'true');
  const icon = L.divIcon({ html: span, className: styles.labelAnchor ?? '', iconSize: [0, 0], iconAnchor: [0, 0] });
  return L.marker(at, { icon, pane: LABEL_PANE, interactive: false, keyboard: false });
}

const EARTH_METRES_PER_DEGREE_LAT = 111_320;

/**
 * Hides labels that would overlap a label drawn before them (priority = DOM order of `[data-map-label]` in the
 * label pane, which the draw order sets: centre, rings, then neighbourhoods with most hotels first), so at any
 * zoom the labels shown can be read. Runs after every zoom.
 */
function declutter(pane: HTMLElement): void {
  const order = { centre: 0, ring: 1, district: 2 } as const;
  const labels = [...pane.querySelectorAll<HTMLElement>('[data-map-label]')].sort(
    (a, b) => order[a.dataset.mapLabel as keyof typeof order] - order[b.dataset.mapLabel as keyof typeof order],
  );
  const kept: DOMRect[] = [];
  for (const el of labels) {
    el.style.visibility = '';
    const box = el.getBoundingClientRect();
    const hit = kept.some((k) => box.left < k.right && box.right > k.left && box.top < k.bottom && box.bottom > k.top);
    if (hit) el.style.visibility = 'hidden';
    else kept.push(box);
  }
}

function showAll(map: L.Map, markers: readonly MarkerSpec[], landmark: MapLandmark | undefined): void {
  const view = mapViewOf(markers, landmark);
  if (!view) map.setView([20, 0], 2);
  else if (view.kind === 'point') map.setView(view.center, SINGLE_HOTEL_ZOOM);
  else map.fitBounds([view.southWest, view.northEast], { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: MAX_FIT_ZOOM });
}

/** Leaflet map of hotel markers over the offline basemap (see the module docstring). */
export default function HotelMapView({ markers, landmark, rings = [], districts = [], tileUrlTemplate, tileAttribution, describedBy, onOpen }: HotelMapViewProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const onOpenRef = useRef(onOpen);
  onOpenRef.current = onOpen;

  // The map and its basemap, once per mount.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { zoomControl: true, attributionControl: true, minZoom: 2, worldCopyJump: true });
    map.attributionControl.setPrefix('Leaflet');
    map.attributionControl.addAttribution(BASEMAP_ATTRIBUTION);
    // With only country outlines at city zoom, the scale bar and the centre ring are what give a sense of place.
    L.control.scale({ position: 'bottomleft' }).addTo(map);
    const pane = map.createPane(BASEMAP_PANE);
    pane.style.zIndex = String(BASEMAP_PANE_Z_INDEX);
    const labelPane = map.createPane(LABEL_PANE);
    labelPane.style.zIndex = String(LABEL_PANE_Z_INDEX);
    labelPane.style.pointerEvents = 'none';
    map.setView([20, 0], 2);
    map.on('zoomend', () => declutter(labelPane));
    mapRef.current = map;
    let live = true;
    loadCountryOutlines().then(
      (outlines) => {
        if (!live) return;
        L.geoJSON(outlines, { pane: BASEMAP_PANE, interactive: false, style: { className: styles.country } }).addTo(map);
        container.dataset.basemap = 'ready';
      },
      () => {
        if (live) container.dataset.basemap = 'failed';
      },
    );
    // The frame and the layout change size (phone rotation, the filters sheet): keep Leaflet's idea of the size.
    const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(() => map.invalidateSize()) : null;
    resize?.observe(container);
    return () => {
      live = false;
      resize?.disconnect();
      mapRef.current = null;
      map.remove();
    };
  }, []);

  // Optional raster tiles over the basemap.
  useEffect(() => {
    const map = mapRef.current;
    if (!map || tileUrlTemplate === '') return;
    const tiles = L.tileLayer(tileUrlTemplate, { attribution: tileAttribution, crossOrigin: true }).addTo(map);
    return () => void tiles.remove();
  }, [tileUrlTemplate, tileAttribution]);

  // One circle marker per hotel; the view fits them.
  useEffect(() => {
    const map = mapRef.current;
    const container = containerRef.current;
    if (!map || !container) return;
    const group = L.featureGroup().addTo(map);
    for (const d of districts) label([d.latitude, d.longitude], d.name, 'district', styles.districtLabel ?? '').addTo(group);
    if (landmark) {
      for (const r of rings) {
        const circle = L.circle([landmark.latitude, landmark.longitude], { radius: r.radiusM, className: styles.distanceRing, interactive: false }).addTo(group);
        circle.getElement()?.setAttribute('data-distance-ring', String(r.radiusM));
        label([landmark.latitude + r.radiusM / EARTH_METRES_PER_DEGREE_LAT, landmark.longitude], r.label, 'ring', styles.ringLabel ?? '').addTo(group);
      }
      const ring = L.circleMarker([landmark.latitude, landmark.longitude], { radius: LANDMARK_RADIUS_PX, className: styles.landmark, interactive: false }).addTo(group);
      titled(ring.getElement(), landmark.title);
      ring.getElement()?.setAttribute('data-landmark', 'centre');
      label([landmark.latitude, landmark.longitude], landmark.title, 'centre', styles.centreLabel ?? '').addTo(group);
    }
    for (const spec of markers) {
      const marker = L.circleMarker(spec.latLng, {
        radius: MARKER_RADIUS_PX,
        className: spec.href ? `${styles.marker} ${styles.markerLink}` : styles.marker,
        bubblingMouseEvents: false,
        interactive: Boolean(spec.href),
      }).addTo(group);
      titled(marker.getElement(), spec.title)?.setAttribute('data-hotel-id', spec.id);
      const href = spec.href;
      if (href) marker.on('click', () => onOpenRef.current?.(href));
    }
    container.dataset.markerCount = String(markers.length);
    showAll(map, markers, landmark);
    declutter(map.getPane(LABEL_PANE) ?? container);
    return () => void group.remove();
  }, [markers, landmark, rings, districts]);

  return <div ref={containerRef} className={styles.map} aria-describedby={describedBy} data-basemap="loading" />;
}
