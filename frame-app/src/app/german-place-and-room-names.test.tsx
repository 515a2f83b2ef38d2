// @vitest-environment jsdom
/**
 * Issue #22 item 9 ("Text"), with the German catalogue: place names, room names and the card expiry placeholder
 * follow the frame's locale ("Paris, France" and "Standard Room" stayed English; "MM/YY" sat under "MM/JJ").
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { FormProvider, useForm } from 'react-hook-form';
import type { ReactNode } from 'react';
import { TEST_BOOTSTRAP } from '../../test/test-fixtures.ts';
import { renderApp } from '../../test/test-app.tsx';
import { createFetchStub, jsonResponse as json } from '../../test/test-http.ts';
import { PARIS, hotelOffer, hotelReply } from '../../test/vertical-test-fixtures.ts';
import { createFrameStore } from '../state/index.ts';
import { PaymentFields } from '../features/booking/payment-fields.tsx';
import { messagesFor } from './i18n/catalogues.ts';

const api = createFetchStub();
beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const german = () => createFrameStore({ ...TEST_BOOTSTRAP, locale: 'de-DE' });

describe('German place and room names', () => {
  it('hotel results name the country and the room type in German', async () => {
    const de = await messagesFor('de-DE');
    api.handler = (url) => (url.pathname === '/i/api/hotels/v1/search' ? json({ ...hotelReply([hotelOffer('a', 30000, { name: 'Grand Hotel' })]), city: PARIS }) : json({}, 404));
    renderApp('/hotels/2988507/2030-06-01/2030-06-03?guests=2&rooms=1&sort=price', german());
    const list = await screen.findByRole('list', { name: de['search.hotels.offersLabel'] });
    expect(within(list).getByText('Doppelzimmer')).toBeInTheDocument();
    expect(list).not.toHaveTextContent('Double room');
    // The other verticals' links carry the destination to their forms: "Paris, Frankreich", not the server's English
    // "Paris, France".
    const prefills = screen.getAllByRole('link').map((a) => new URLSearchParams(a.getAttribute('href')?.split('?')[1] ?? '').toString());
    const places = prefills.flatMap((q) => [...new URLSearchParams(q).values()]).filter((v) => v.startsWith('Paris'));
    expect(places.length).toBeGreaterThan(0);
    expect(new Set(places)).toEqual(new Set(['Paris, Frankreich']));
  });

  it('the destination suggestions name the country in German', async () => {
    const user = userEvent.setup();
    api.handler = (url) => (url.pathname === '/i/api/locations/v1/autocomplete' ? json({ locations: [PARIS] }) : json({}, 404));
    const de = await messagesFor('de-DE');
    renderApp('/?vertical=hotels', german());
    const destination = await screen.findByRole('combobox', { name: de['search.hotels.destination'] });
    await user.type(destination, 'Par');
    expect(await screen.findByRole('option', { name: 'Paris, Frankreich' })).toBeInTheDocument();
  });
});

function WithForm({ children }: { children: ReactNode }) {
  const form = useForm();
  return <FormProvider {...form}>{children}</FormProvider>;
}

describe('German card expiry', () => {
  it('the placeholder uses the letters of its label (MM/JJ), not MM/YY', async () => {
    const de = await messagesFor('de-DE');
    render(
      <IntlProvider locale="de-DE" defaultLocale="en" messages={de} onError={() => {}}>
        <WithForm>
          <PaymentFields inputId={(key) => `f-${key}`} isDisabled={false} />
        </WithForm>
      </IntlProvider>,
    );
    const expiry = screen.getByRole('textbox', { name: /Ablaufdatum \(MM\/JJ\)/ });
    expect(expiry).toHaveAttribute('placeholder', 'MM/JJ');
  });
});
