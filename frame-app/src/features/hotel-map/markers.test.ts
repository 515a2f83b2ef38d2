import { describe, expect, it } from 'vitest';
import { mapViewOf, markerSpecs, type HotelMapPoint } from './markers.ts';

const louvre: HotelMapPoint = { id: 'h2988507-1', name: 'Hôtel du Louvre', latitude: 48.8635, longitude: 2.3359, detail: '$420.00', href: '/hotels/details/h2988507-1' };
const bastille: HotelMapPoint = { id: 'h2988507-2', name: 'Bastille Inn', latitude: 48.8532, longitude: 2.3691 };

describe('hotel map markers', () => {
  it('makes one marker per hotel at its coordinates, with its title and link', () => {
    const markers = markerSpecs([louvre, bastille], (p) => (p.detail ? `${p.name}, ${p.detail}` : p.name));
    expect(markers).toEqual([
      { id: 'h2988507-1', latLng: [48.8635, 2.3359], title: 'Hôtel du Louvre, $420.00', href: '/hotels/details/h2988507-1' },
      { id: 'h2988507-2', latLng: [48.8532, 2.3691], title: 'Bastille Inn' },
    ]);
  });

  it('leaves out hotels without usable coordinates and repeated hotels', () => {
    const markers = markerSpecs([
      louvre,
      { ...bastille, latitude: Number.NaN },
      { ...bastille, id: 'x1', latitude: 91 },
      { ...bastille, id: 'x2', longitude: -181 },
      { ...louvre, name: 'Same hotel again' },
    ]);
    expect(markers.map((m) => m.id)).toEqual(['h2988507-1']);
    expect(markers[0]?.title).toBe('Hôtel du Louvre');
  });

  it('opens one hotel centred and several hotels fitted to their bounding box', () => {
    expect(mapViewOf([])).toBeNull();
    expect(mapViewOf(markerSpecs([louvre]))).toEqual({ kind: 'point', center: [48.8635, 2.3359] });
    expect(mapViewOf(markerSpecs([louvre, bastille]))).toEqual({ kind: 'bounds', southWest: [48.8532, 2.3359], northEast: [48.8635, 2.3691] });
  });

  it('includes the city centre in the view', () => {
    const centre = { latitude: 48.8566, longitude: 2.3522, title: 'Centre of Paris' };
    expect(mapViewOf(markerSpecs([louvre]), centre)).toEqual({ kind: 'bounds', southWest: [48.8566, 2.3359], northEast: [48.8635, 2.3522] });
    expect(mapViewOf([], centre)).toEqual({ kind: 'point', center: [48.8566, 2.3522] });
  });
});
