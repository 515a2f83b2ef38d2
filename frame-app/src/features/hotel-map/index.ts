/**
 * Hotel map feature (issue #11): maps of hotels over an offline vector basemap (Leaflet + Natural Earth), loaded
 * lazily. Used by the hotel results page (search feature, `HotelResultsMap`) and the hotel details page (booking
 * feature, `HotelMap`). Registers `hotelMapMessages` with the app's catalogue (they include the details page's
 * "Back to results").
 */
export { HotelMap, HotelResultsMap } from './hotel-map.tsx';
export type { HotelMapProps } from './hotel-map.tsx';
export type { HotelMapPoint } from './markers.ts';
export { hotelMapMessages } from './messages.ts';
export { MAP_TILE_URL_TEMPLATE } from './constants.ts';
