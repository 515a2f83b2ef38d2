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
 * Orientation (issue #22 item 5): with a centre, the map labels it and draws distance rings ({@link DISTANCE_RINGS_KM},
 * labelled in the locale's units, e.g. "1 km"); with `districts` (the server's hotel neighbourhoods), it labels the
 * ones with most hotels. Tiles: the `tileUrlTemplate` prop, else the server's MAP_TILE_URL from the bootstrap
 * (`mapTilesAtom`), else the build-time template.
 *
 * Caption: `page` says which page the map is on, so the hint under it is true there: on results "The list of offers
 * shows the same hotels"; on a hotel's details, what the map shows (the hotel, the centre, the neighbourhoods).
 *
 * Accessibility: the map is a region named by `label`, its container is focusable (arrow keys pan, +/- zoom)
 * and described by a hint that points to the list of offers as the text alternative; every marker has a title
 * (SVG `<title>` and `aria-label`).
 */
import { Suspense, lazy, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useAtomValue } from 'jotai';
import { mapTilesAtom } from '../../state/index.ts';
import { Button } from '../../ui/index.ts';
import { districtLabels, markerSpecs, type HotelMapPoint, type MapDistrict, type MapLandmark, type MapRing } from './markers.ts';
import { MapErrorBoundary } from './map-error-boundary.ts';
import { DISTANCE_RINGS_KM, MAP_OPEN_MIN_WIDTH_PX, MAP_TILE_ATTRIBUTION, MAP_TILE_URL_TEMPLATE, MAX_DISTRICT_LABELS } from './constants.ts';
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
  /** The city's hotel neighbourhoods (contract `HotelDistrict`), labelled on the map, most hotels first. */
  districts?: readonly MapDistrict[];
  /** The page the map is on, for an honest caption: 'results' (default) or 'details' (one hotel's page). */
  page?: 'results' | 'details';
  /** Raster tiles over the basemap (default: the server's MAP_TILE_URL, else {@link MAP_TILE_URL_TEMPLATE}; '' = basemap only). */
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
export function HotelMap({ points, label, centre, districts, page = 'results', tileUrlTemplate, tileAttribution, onOpen, id }: HotelMapProps) {
  const intl = useIntl();
  const serverTiles = useAtomValue(mapTilesAtom);
  const tiles = tileUrlTemplate !== undefined
    ? { urlTemplate: tileUrlTemplate, attribution: tileAttribution ?? '' }
    : serverTiles ?? { urlTemplate: MAP_TILE_URL_TEMPLATE, attribution: tileAttribution ?? MAP_TILE_ATTRIBUTION };
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
  const rings = useMemo<MapRing[]>(
    () => DISTANCE_RINGS_KM.map((km) => ({ radiusM: km * 1000, label: intl.formatNumber(km, { style: 'unit', unit: 'kilometer', unitDisplay: 'short' }) })),
    [intl],
  );
  const labels = useMemo(() => districtLabels(districts ?? [], MAX_DISTRICT_LABELS), [districts]);
  const loading = <p className={styles.placeholder}>{intl.formatMessage(m.loadingMap)}</p>;
  return (
    <div role="region" aria-label={label} className={styles.region} id={id}>
      <MapErrorBoundary fallback={null}>
        <Suspense fallback={loading}>
          <HotelMapView
            markers={markers}
            {...(landmark ? { landmark } : {})}
            rings={rings}
            districts={labels}
            tileUrlTemplate={tiles.urlTemplate}
            tileAttribution={tiles.attribution}
            describedBy={hintId}
            {...(onOpen ? { onOpen } : {})}
          />
        </Suspense>
      </MapErrorBoundary>
      <p id={hintId} className={styles.hint}>
        {page === 'details' && centre ? intl.formatMessage(m.detailsMapHint, { city: centre.city }) : intl.formatMessage(m.mapHint)}
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
