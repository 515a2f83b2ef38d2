// @vitest-environment jsdom
/**
 * The train results page shows one card per train with its classes (issue #11): each class with its price,
 * seats left, cancellation rule and its own Select, which opens the booking page of that class's offer id.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../test/test-app.tsx';
import { createFetchStub, jsonResponse as json } from '../../../test/test-http.ts';
import { trainOffer, trainReply } from '../../../test/vertical-test-fixtures.ts';

const api = createFetchStub();
const path = '/trains/2988507-2996944/2030-06-01?passengers=1&sort=price';

/** A train of the fixtures with a standard and a first-class fare (first: refundable, `firstSeats` left). */
function trainWithClasses(id: string, standardMinor: number, firstMinor: number, firstSeats = 12) {
  const base = trainOffer(id, standardMinor, 130);
  const first = { trainClass: 'first' as const, id: `${id}-first`, price: { amountMinor: firstMinor, currency: 'USD' }, seatsLeft: firstSeats, conditions: { refundable: true, notes: [] } };
  const standard = { trainClass: 'standard' as const, id: base.id, price: base.price, seatsLeft: base.seatsLeft, conditions: { refundable: false, notes: [] } };
  return { ...base, conditions: standard.conditions, classes: [standard, first] };
}

beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  api.fetch.mockClear();
  api.handler = (url) =>
    url.pathname === '/i/api/trains/v1/search' ? json(trainReply([trainWithClasses('1', 3000, 4800, 2), trainWithClasses('2', 4500, 7200), trainOffer('3', 5000, 120)])) : json({}, 404);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The cards of the results list (its own items, not the class items nested in a card). */
async function cards(): Promise<HTMLElement[]> {
  const list = await screen.findByRole('list', { name: 'Train offers' });
  return within(list).getAllByRole('listitem').filter((li) => li.parentElement === list);
}

describe('train results: one card per train with its classes', () => {
  it('lists each class of a train on its card with price, seats left and rule', async () => {
    renderApp(path);
    const [first, second, third] = await cards();
    expect(screen.getByText('3 trains found')).toBeInTheDocument();
    const classes = within(first!).getByRole('list', { name: 'Classes of train EX 1' });
    expect(within(classes).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^Standard\$30\.0040 seats leftNon-refundableSaveSelect$/),
      expect.stringMatching(/^First\$48\.002 seats leftFree cancellationSaveSelect$/),
    ]);
    // Each class is its own result: its own "Save" to trips (issue #12) and its own "Select".
    expect(within(classes).getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Save Standard class, EX 1, 9:00\sAM → 11:10\sAM, \$30\.00 to trips$/),
      expect.stringMatching(/^Select Standard class, EX 1, 9:00\sAM → 11:10\sAM, \$30\.00$/),
      expect.stringMatching(/^Save First class, EX 1, 9:00\sAM → 11:10\sAM, \$48\.00 to trips$/),
      expect.stringMatching(/^Select First class, EX 1, 9:00\sAM → 11:10\sAM, \$48\.00$/),
    ]);
    // The card's data attribute (and the price sort) is its cheapest class.
    expect(first).toHaveAttribute('data-price-minor', '3000');
    expect(within(second!).getAllByRole('button', { name: /^Select / }).map((b) => b.getAttribute('aria-label'))).toEqual([expect.stringMatching(/^Select Standard class, EX 2, .*\$45\.00$/), expect.stringMatching(/^Select First class, EX 2, .*\$72\.00$/)]);
    // An offer without classes is its own one class.
    expect(within(within(third!).getByRole('list', { name: 'Classes of train EX 3' })).getAllByRole('button', { name: /^Select / }).map((b) => b.getAttribute('aria-label'))).toEqual([
      expect.stringMatching(/^Select Standard class, EX 3, .*\$50\.00$/),
    ]);
  });

  it("a class's Select opens the booking page of that class's offer", async () => {
    const user = userEvent.setup();
    const router = renderApp(path);
    const [, second] = await cards();
    await user.click(within(second!).getByRole('button', { name: /^Select First class, EX 2,/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/book/2-first'));
  });
});
