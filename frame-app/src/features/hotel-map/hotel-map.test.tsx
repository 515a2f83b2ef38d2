// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import { HotelMap, HotelResultsMap } from './hotel-map.tsx';
import type { HotelMapPoint } from './markers.ts';

afterEach(cleanup);

const points: HotelMapPoint[] = [
  { id: 'h2988507-1', name: 'Hôtel du Louvre', latitude: 48.8635, longitude: 2.3359, detail: '$420.00', href: '/hotels/details/h2988507-1' },
  { id: 'h2988507-2', name: 'Bastille Inn', latitude: 48.8532, longitude: 2.3691, detail: '$250.00', href: '/hotels/details/h2988507-2' },
];

function withIntl(ui: ReactNode) {
  return render(
    <IntlProvider locale="en-US" defaultLocale="en" onError={() => {}}>
      {ui}
    </IntlProvider>,
  );
}

describe('hotel map', () => {
  it('is a labelled region whose focusable map is described by the keyboard hint, with a titled marker per hotel', async () => {
    withIntl(<HotelMap points={points} label="Map of hotels in Paris" centre={{ latitude: 48.8566, longitude: 2.3522, city: 'Paris' }} tileUrlTemplate="" />);
    const region = screen.getByRole('region', { name: 'Map of hotels in Paris' });
    const markers = await waitFor(
      () => {
        const found = region.querySelectorAll('path[data-hotel-id]');
        expect(found).toHaveLength(2);
        return [...found];
      },
      { timeout: 10_000 },
    );
    expect(markers.map((p) => p.getAttribute('data-hotel-id'))).toEqual(['h2988507-1', 'h2988507-2']);
    expect(markers.map((p) => p.getAttribute('aria-label'))).toEqual(['Hôtel du Louvre, $420.00', 'Bastille Inn, $250.00']);
    expect(markers[0]?.querySelector('title')?.textContent).toBe('Hôtel du Louvre, $420.00');
    expect(region.querySelector('path[data-landmark="centre"]')).toHaveAttribute('aria-label', 'Centre of Paris');
    const container = region.querySelector('[data-marker-count]');
    expect(container).toHaveAttribute('data-marker-count', '2');
    expect(container).toHaveAccessibleDescription('Arrow keys move the map, plus and minus zoom. The list of offers shows the same hotels.');
  });

  it('on the results page the map opens behind "Show map" when the viewport is narrow', async () => {
    const user = userEvent.setup();
    withIntl(<HotelResultsMap points={points} label="Map of hotels in Paris" tileUrlTemplate="" />);
    const toggle = screen.getByRole('button', { name: 'Show map' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Map of hotels in Paris' })).toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-expanded', 'true');
    const region = screen.getByRole('region', { name: 'Map of hotels in Paris' });
    expect(screen.getByRole('button', { name: 'Hide map' })).toHaveAttribute('aria-controls', region.id);
    await user.click(screen.getByRole('button', { name: 'Hide map' }));
    expect(screen.queryByRole('region', { name: 'Map of hotels in Paris' })).toBeNull();
  });

  it('a details map gives something to orient by: the centre labelled, 1 km and 5 km rings, neighbourhood labels, and a caption true on that page (issue #22)', async () => {
    const districts = [
      { name: 'Louvre', latitude: 48.8606, longitude: 2.3376, hotelCount: 9 },
      { name: 'Le Marais', latitude: 48.859, longitude: 2.362, hotelCount: 5 },
    ];
    withIntl(
      <HotelMap points={points.slice(0, 1)} label="Map of Hôtel du Louvre" centre={{ latitude: 48.8566, longitude: 2.3522, city: 'Paris' }} districts={districts} page="details" tileUrlTemplate="" />,
    );
    const region = screen.getByRole('region', { name: 'Map of Hôtel du Louvre' });
    const centre = await waitFor(
      () => {
        const found = region.querySelector('[data-map-label="centre"]');
        expect(found).not.toBeNull();
        return found;
      },
      { timeout: 10_000 },
    );
    expect(centre).toHaveTextContent('Centre of Paris');
    expect([...region.querySelectorAll('[data-distance-ring]')].map((p) => p.getAttribute('data-distance-ring'))).toEqual(['1000', '5000']);
    expect([...region.querySelectorAll('[data-map-label="ring"]')].map((e) => e.textContent)).toEqual(['1 km', '5 km']);
    expect([...region.querySelectorAll('[data-map-label="district"]')].map((e) => e.textContent)).toEqual(['Louvre', 'Le Marais']);
    const container = region.querySelector('[data-marker-count]');
    expect(container).toHaveAccessibleDescription('Arrow keys move the map, plus and minus zoom. The map shows this hotel, the centre of Paris and its neighbourhoods; the address is above.');
    expect(container).not.toHaveAccessibleDescription(/list of offers/);
  });

  it('labels rings in the locale (German "1 km", Japanese units) and puts neighbourhoods with most hotels first, at most ten', async () => {
    const many = Array.from({ length: 14 }, (_, i) => ({ name: `Quartier ${i}`, latitude: 48.85 + i / 1000, longitude: 2.35, hotelCount: i }));
    render(
      <IntlProvider locale="de-DE" defaultLocale="en" onError={() => {}}>
        <HotelMap points={points} label="Karte" centre={{ latitude: 48.8566, longitude: 2.3522, city: 'Paris' }} districts={many} tileUrlTemplate="" />
      </IntlProvider>,
    );
    const region = screen.getByRole('region', { name: 'Karte' });
    await waitFor(() => expect(region.querySelectorAll('[data-map-label="district"]')).toHaveLength(10), { timeout: 10_000 });
    expect([...region.querySelectorAll('[data-map-label="district"]')].map((e) => e.textContent)[0]).toBe('Quartier 13');
    expect([...region.querySelectorAll('[data-map-label="ring"]')].map((e) => e.textContent)).toEqual([
      new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'kilometer', unitDisplay: 'short' }).format(1),
      new Intl.NumberFormat('de-DE', { style: 'unit', unit: 'kilometer', unitDisplay: 'short' }).format(5),
    ]);
  });
});
