/**
 * Hotel maps (issue #11 "hotels have a map"): {@link HotelMap} (a labelled map region of hotel markers) and
 * {@link HotelResultsMap} (the results page's "Show map" / "Hide map" toggle around it).
 *
 * The Leaflet view is a lazily imported module (hotel-map-view.tsx): Leaflet, its CSS and the Natural Earth
 * basemap load only when a map is first shown, so the frame's first script does not grow.
 *
 * Basemap and production style: the map draws an offline vector basemap (Natural Earth country outlines,
 * shipped with the frame; no tile server, no external origin in the frame's CSP). A raster tile layer is drawn
 * over it when a tile URL template is configured: the build-time `VITE_MAP_TILE_URL_TEMPLATE` (constants.ts
 * {@link MAP_TILE_URL_TEMPLATE}, credit in `VITE_MAP_TILE_ATTRIBUTION`) or a partner's own template passed as
 * `tileUrlTemplate`; the tile origin must then be added to the frame CSP's `img-src`.
 *
 * Accessibility: the map is a region named by `label`, its container is focusable (arrow keys pan, +/- zoom)
 * and described by a hint that points to the list of offers as the text alternative; every marker has a title
 * (SVG `<title>` and `aria-label`).
 */
import { Suspense, lazy, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../ui/index.ts';
import { markerSpecs, type HotelMapPoint, type MapLandmark } from './markers.ts';
import { MapErrorBoundary } from './map-error-boundary.ts';
import { MAP_OPEN_MIN_WIDTH_PX, MAP_TILE_ATTRIBUTION, MAP_TILE_URL_TEMPLATE } from './constants.ts';
import { hotelMapMessages as m } from './messages.ts';
import styles from './hotel-map.module.css';

const HotelMapView = lazy(() => import('./hotel-map-view.tsx'));

/** Props of {@link HotelMap}. */
export interface HotelMapProps {
  /** The hotels to mark (decimal degrees); points without valid coordinates are left out. */
  points: readonly HotelMapPoint[];
  /** Accessible name of the map region, e.g. "Map of hotels in Paris". */
  label: string;
  /** The city centre, drawn as a ring titled "Centre of <city>" and included in the view. */
  centre?: { latitude: number; longitude: number; city: string };
  /** Raster tiles over the basemap (default {@link MAP_TILE_URL_TEMPLATE}; '' = basemap only). */
  tileUrlTemplate?: string;
  tileAttribution?: string;
  /** Called with a marker's `href` when it is clicked. */
  onOpen?(href: string): void;
  /** id for the region element. */
  id?: string;
}

/**
 * A map region with one marker per hotel: one hotel is centred at zoom 11, several are fitted. Marker titles
 * are "<hotel>, <detail>" when a point has a `detail` (e.g. its price), else the hotel name.
 */
export function HotelMap({ points, label, centre, tileUrlTemplate = MAP_TILE_URL_TEMPLATE, tileAttribution = MAP_TILE_ATTRIBUTION, onOpen, id }: HotelMapProps) {
  const intl = useIntl();
  const hintId = useId();
  const markers = useMemo(
    () => markerSpecs(points, (p) => (p.detail ? intl.formatMessage(m.markerTitle, { hotel: p.name, price: p.detail }) : p.name)),
    [points, intl],
  );
  // Keyed on the centre's values: a page passes a new object on every render.
  const [lat, lon, city] = [centre?.latitude, centre?.longitude, centre?.city];
  const landmark = useMemo<MapLandmark | undefined>(
    () => (lat !== undefined && lon !== undefined && city !== undefined ? { latitude: lat, longitude: lon, title: intl.formatMessage(m.cityCentre, { city }) } : undefined),
    [lat, lon, city, intl],
  );
  const loading = <p className={styles.placeholder}>{intl.formatMessage(m.loadingMap)}</p>;
  return (
    <div role="region" aria-label={label} className={styles.region} id={id}>
      <MapErrorBoundary fallback={null}>
        <Suspense fallback={loading}>
          <HotelMapView markers={markers} {...(landmark ? { landmark } : {})} tileUrlTemplate={tileUrlTemplate} tileAttribution={tileAttribution} describedBy={hintId} {...(onOpen ? { onOpen } : {})} />
        </Suspense>
      </MapErrorBoundary>
      <p id={hintId} className={styles.hint}>
        {intl.formatMessage(m.mapHint)}
      </p>
    </div>
  );
}

function wideViewport(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(`(min-width: ${MAP_OPEN_MIN_WIDTH_PX}px)`).matches;
}

/** Props of {@link HotelResultsMap}. */
export interface HotelResultsMapProps extends Omit<HotelMapProps, 'id'> {
  /** Whether the map starts open; default: open on a viewport at least {@link MAP_OPEN_MIN_WIDTH_PX} wide. */
  open?: boolean;
  /** Called when the user opens or closes the map (a page keeps the choice across new searches with it). */
  onOpenChange?(open: boolean): void;
}

/**
 * The results page's map section: a "Show map" / "Hide map" button (`aria-expanded`, `aria-controls`) and,
 * when open, a {@link HotelMap}. Open at first on viewports at least {@link MAP_OPEN_MIN_WIDTH_PX} wide; closed
 * on a phone so the first offer stays above the fold (unless `open` says otherwise).
 */
export function HotelResultsMap({ open: initiallyOpen, onOpenChange, ...props }: HotelResultsMapProps) {
  const intl = useIntl();
  const regionId = useId();
  const [open, setOpen] = useState(() => initiallyOpen ?? wideViewport());
  const toggle = () => {
    setOpen(!open);
    onOpenChange?.(!open);
  };
  return (
    <div className={styles.section}>
      <Button variant="secondary" className={styles.toggle} aria-expanded={open} aria-controls={open ? regionId : undefined} onPress={toggle}>
        {intl.formatMessage(open ? m.hideMap : m.showMap)}
      </Button>
      {open ? <HotelMap {...props} id={regionId} /> : null}
    </div>
  );
}
