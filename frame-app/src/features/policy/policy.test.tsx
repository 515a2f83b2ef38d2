// @vitest-environment jsdom
/**
 * Issue #25 "Policy on every result" in the frame: the badge's sentences (amounts in the currency), the "In policy
 * only" filter over the verdicts the server sent with the results, and the booking page's out-of-policy step (reason
 * required for warn, blocked offers without "Pay", the server's refusal shown).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import type { PolicyBooking, PolicyVerdict } from '@travel/contract';
import { renderApp } from '../../../test/test-app.tsx';
import { createFetchStub as createSearchStub, jsonResponse } from '../../../test/test-http.ts';
import { hotelOffer as resultHotel, hotelReply } from '../../../test/vertical-test-fixtures.ts';
import { apiError, bookingOf, createFetchStub, hotelOffer, json, renderBookingRoutes } from '../../../test/booking-test-support.tsx';
import { bookingPath, confirmationPath } from '../booking/index.ts';
import { PolicyBadge } from './policy-badge.tsx';

const verdict = (patch: Partial<PolicyVerdict>): PolicyVerdict => ({ inPolicy: false, action: 'warn', reasons: [], preferred: null, policyVersion: 3, ...patch });
const OVER_LONDON_CAP = verdict({
  action: 'requireApproval',
  reasons: [
    { rule: 'nightlyCap', action: 'requireApproval', params: { amountMinor: 51200, limitMinor: 30000, overMinor: 21200, currency: 'USD', place: 'London' } },
    { rule: 'maxStars', action: 'warn', params: { value: 5, limit: 4 } },
  ],
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the badge', () => {
  const show = (v: PolicyVerdict | undefined, locale = 'en-US') =>
    render(
      <IntlProvider locale={locale} defaultLocale="en" onError={() => {}}>
        <PolicyBadge verdict={v} />
      </IntlProvider>,
    );

  it('says out of policy in words, what it means for the booking, and each reason as a sentence with amounts in the currency', () => {
    show(OVER_LONDON_CAP);
    expect(screen.getByText('Out of policy')).toBeInTheDocument();
    expect(screen.getByText('· Needs approval')).toBeInTheDocument();
    const reasons = screen.getByRole('list', { name: 'Why it is out of policy' });
    expect(within(reasons).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '$212 over the $300 London nightly cap',
      '5-star hotel; the policy allows up to 4 stars',
    ]);
  });

  it('names the hotel\'s chain and the preferred ones when a chain is not preferred', () => {
    show(verdict({ reasons: [{ rule: 'preferredChains', action: 'warn', params: { chain: 'Kestrel Hotels', allowed: ['Northstar Hotels', 'Meridia'] } }] }));
    expect(screen.getByRole('listitem').textContent).toBe('Kestrel Hotels is not a preferred hotel chain (preferred: Northstar Hotels and Meridia)');
  });

  it('formats amounts of other currencies and fractions, and relative flight limits', () => {
    show(verdict({ reasons: [{ rule: 'maxPrice', action: 'warn', params: { overMinor: 4550, limitMinor: 39000, currency: 'EUR', basis: 'cheapest', percent: 30 } }] }), 'de-DE');
    expect(screen.getByRole('listitem').textContent?.replace(/\s/g, ' ')).toBe('45,50 € over the 390 € limit (the cheapest fare + 30%)');
  });

  it('says in policy without reasons, and nothing at all without a verdict', () => {
    const { container } = show(verdict({ inPolicy: true, action: 'allow' }));
    expect(screen.getByText('In policy')).toBeInTheDocument();
    expect(screen.queryByRole('list')).toBeNull();
    cleanup();
    const empty = show(undefined);
    expect(empty.container).toBeEmptyDOMElement();
    expect(container).not.toBe(empty.container);
  });
});

describe('"In policy only" on results', () => {
  const api = createSearchStub();
  const path = '/hotels/2643743/2030-06-01/2030-06-03?guests=2&rooms=1&sort=price';
  beforeEach(() => {
    vi.stubGlobal('fetch', api.fetch);
  });

  it('hides the offers out of policy from the loaded list, says how many, and shows them again when cleared', async () => {
    const inside = { ...resultHotel('a', 30000, { name: 'Grand Hotel' }), policy: verdict({ inPolicy: true, action: 'allow' }) };
    const outside = { ...resultHotel('b', 62000, { name: 'Palace Hotel' }), policy: OVER_LONDON_CAP };
    api.handler = (url) => (url.pathname === '/i/api/hotels/v1/search' ? jsonResponse(hotelReply([inside, outside])) : jsonResponse({}, 404));
    const user = userEvent.setup();
    renderApp(path);
    const list = await screen.findByRole('list', { name: 'Hotel offers' });
    const cards = () => within(list).queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);
    expect(cards()).toEqual(['Grand Hotel', 'Palace Hotel']);
    expect(within(list).getByText('$212 over the $300 London nightly cap')).toBeInTheDocument();
    const searches = api.fetch.mock.calls.length;

    await user.click(screen.getByRole('checkbox', { name: 'In policy only' }));
    await waitFor(() => expect(cards()).toEqual(['Grand Hotel']));
    expect(screen.getByText('1 result outside your travel policy is hidden')).toHaveAttribute('role', 'status');
    // Client-side over the verdicts: no new search.
    expect(api.fetch.mock.calls.length).toBe(searches);

    await user.click(screen.getByRole('checkbox', { name: 'In policy only' }));
    await waitFor(() => expect(cards()).toEqual(['Grand Hotel', 'Palace Hotel']));
  });

  it('is not offered when the results carry no verdicts (no policy applies)', async () => {
    api.handler = (url) => (url.pathname === '/i/api/hotels/v1/search' ? jsonResponse(hotelReply([resultHotel('a', 30000)])) : jsonResponse({}, 404));
    renderApp(path);
    await screen.findByRole('list', { name: 'Hotel offers' });
    expect(screen.queryByRole('checkbox', { name: 'In policy only' })).toBeNull();
    expect(screen.queryByText('Out of policy')).toBeNull();
  });
});

describe('the booking page', () => {
  const net = createFetchStub();
  const OFFER = hotelOffer('hot1_x_30000', 30000, { refundable: true });
  beforeEach(() => {
    vi.stubGlobal('fetch', net.fetchMock);
    net.fetchMock.mockClear();
  });
  const serve = (policy: PolicyVerdict, book: () => Response = () => json(bookingOf(OFFER), 201)) =>
    net.setHandler((url, init) => {
      if (url.pathname === '/i/api/offers/v1/refresh') return json({ status: 'available', offer: OFFER, policy });
      if (url.pathname === '/i/api/bookings/v1' && init.method === 'POST') return book();
      return json({ errors: [{ code: 'NOT_FOUND', description: 'no stub' }] }, 404);
    });
  const bookingBodies = () => net.calls().filter((c) => c.path === '/i/api/bookings/v1').map((c) => c.body as Record<string, unknown>);

  async function fillTravelerAndCard(user: UserEvent) {
    const values: [string, string][] = [
      ['First name', 'Ada'], ['Last name', 'Lovelace'], ['Date of birth', '1990-05-17'], ['Email', 'ada@example.com'], ['Phone', '555 123 4567'],
      ['Card number', '4242 4242 4242 4242'], ['Expiry (MM/YY)', '12/34'], ['Security code', '123'], ['Name on card', 'Ada Lovelace'],
    ];
    for (const [label, value] of values) {
      await user.click(screen.getByLabelText(label, { selector: 'input' }));
      await user.paste(value);
    }
  }

  const WARN = verdict({ reasons: [{ rule: 'nightlyCap', action: 'warn', params: { overMinor: 21200, limitMinor: 30000, currency: 'USD', place: 'London' } }] });

  it('warn: a reason code and an explanation of 10+ characters are required, with their errors; then they are sent', async () => {
    serve(WARN);
    const user = userEvent.setup();
    renderBookingRoutes(bookingPath(OFFER.id));
    expect(await screen.findByRole('heading', { name: 'This booking is outside your travel policy' })).toBeInTheDocument();
    expect(screen.getByText('$212 over the $300 London nightly cap')).toBeInTheDocument();
    await fillTravelerAndCard(user);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    const codes = screen.getByRole('radiogroup', { name: 'Reason for booking outside the policy' });
    await waitFor(() => expect(codes).toHaveTextContent('Choose a reason.'));
    const text = screen.getByLabelText('Explain the reason', { selector: 'input' });
    expect(text).toHaveAccessibleDescription(expect.stringContaining('Explain the reason in at least 10 characters.'));
    expect(bookingBodies()).toEqual([]);

    await user.click(within(codes).getByRole('radio', { name: 'Close to the meeting location' }));
    await user.click(text);
    await user.paste('too short');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(text).toHaveAccessibleDescription(expect.stringContaining('at least 10 characters')));
    expect(codes).not.toHaveTextContent('Choose a reason.');
    expect(bookingBodies()).toEqual([]);

    await user.clear(text);
    await user.paste('  The client office is next door  ');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(bookingBodies()).toHaveLength(1));
    expect(bookingBodies()[0]?.outOfPolicyReason).toEqual({ code: 'meetingLocation', text: 'The client office is next door' });
  });

  it('in policy: no reason is asked and none is sent', async () => {
    serve(verdict({ inPolicy: true, action: 'allow' }));
    const user = userEvent.setup();
    renderBookingRoutes(bookingPath(OFFER.id));
    expect(await screen.findByText('This booking is within your travel policy.')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Reason for booking outside the policy' })).toBeNull();
    await fillTravelerAndCard(user);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(bookingBodies()).toHaveLength(1));
    expect(bookingBodies()[0]).not.toHaveProperty('outOfPolicyReason');
  });

  it('requireApproval: says it will be sent for approval and asks the reason the approver will read', async () => {
    serve(OVER_LONDON_CAP);
    renderBookingRoutes(bookingPath(OFFER.id));
    expect(await screen.findByRole('heading', { name: 'This booking needs approval' })).toBeInTheDocument();
    expect(screen.getByText(/sent to your approver/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toBeInTheDocument();
  });

  it('requireApproval for a traveler who must name the approver: asks who, requires a choice, sends it; a refusal lands on it', async () => {
    const TO_NAME = { mustName: true, approvers: [{ profileId: 'bp_anna', name: 'Anna Approver', email: 'approver@acme.example' }, { profileId: 'bp_adam', name: 'Adam Admin', email: 'admin@acme.example' }] };
    let refuse = true;
    net.setHandler((url, init) => {
      // The refresh carries the list (any business route would need two-factor; the booking page makes no other call).
      if (url.pathname === '/i/api/offers/v1/refresh') return json({ status: 'available', offer: OFFER, policy: OVER_LONDON_CAP, approvers: TO_NAME });
      if (url.pathname === '/i/api/bookings/v1' && init.method === 'POST') {
        if (refuse) {
          refuse = false;
          return apiError(400, 'VALIDATION_ERROR', 'This person cannot approve this trip', {}, 'approverProfileId');
        }
        return json(bookingOf(OFFER), 201);
      }
      return json({ errors: [{ code: 'NOT_FOUND', description: 'no stub' }] }, 404);
    });
    const user = userEvent.setup();
    renderBookingRoutes(bookingPath(OFFER.id));
    const who = await screen.findByRole('radiogroup', { name: 'Who should approve this trip?' });
    expect(within(who).getAllByRole('radio').map((r) => r.getAttribute('aria-checked') ?? (r as HTMLInputElement).checked)).not.toContain(true);
    expect(within(who).getByRole('radio', { name: /Anna Approver/ })).toBeInTheDocument();
    await fillTravelerAndCard(user);
    const codes = screen.getByRole('radiogroup', { name: 'Reason for booking outside the policy' });
    await user.click(within(codes).getByRole('radio', { name: 'Close to the meeting location' }));
    await user.click(screen.getByLabelText('Explain the reason', { selector: 'input' }));
    await user.paste('The client office is next door');
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(who).toHaveTextContent('Choose who should approve this trip'));
    expect(bookingBodies()).toEqual([]);

    await user.click(within(who).getByRole('radio', { name: /Adam Admin/ }));
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(bookingBodies()).toHaveLength(1));
    expect(bookingBodies()[0]?.approverProfileId).toBe('bp_adam');
    // The server's refusal of that person is shown on the question itself.
    await waitFor(() => expect(who).toHaveAttribute('data-invalid'));

    await user.click(within(who).getByRole('radio', { name: /Anna Approver/ }));
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    await waitFor(() => expect(bookingBodies()).toHaveLength(2));
    expect(bookingBodies()[1]?.approverProfileId).toBe('bp_anna');
  });

  it('requireApproval with nobody to name says so; a traveler who need not name one is not asked', async () => {
    net.setHandler((url) => {
      if (url.pathname === '/i/api/offers/v1/refresh') return json({ status: 'available', offer: OFFER, policy: OVER_LONDON_CAP, approvers: { mustName: true, approvers: [] } });
      return json({ errors: [{ code: 'NOT_FOUND', description: 'no stub' }] }, 404);
    });
    renderBookingRoutes(bookingPath(OFFER.id));
    expect(await screen.findByText(/Nobody in your company can approve this trip for you yet/)).toBeInTheDocument();
    cleanup();
    net.setHandler((url) => {
      if (url.pathname === '/i/api/offers/v1/refresh') {
        return json({ status: 'available', offer: OFFER, policy: OVER_LONDON_CAP, approvers: { mustName: false, approvers: [{ profileId: 'bp_anna', name: 'Anna Approver', email: 'approver@acme.example' }] } });
      }
      return json({ errors: [{ code: 'NOT_FOUND', description: 'no stub' }] }, 404);
    });
    renderBookingRoutes(bookingPath(OFFER.id));
    expect(await screen.findByRole('heading', { name: 'This booking needs approval' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'Who should approve this trip?' })).toBeNull();
    cleanup();
    // A refresh without the list (an older server): no question, and the booking page stays where it is.
    net.setHandler((url) => {
      if (url.pathname === '/i/api/offers/v1/refresh') return json({ status: 'available', offer: OFFER, policy: OVER_LONDON_CAP });
      return json({ errors: [{ code: 'NOT_FOUND', description: 'no stub' }] }, 404);
    });
    const router = renderBookingRoutes(bookingPath(OFFER.id));
    expect(await screen.findByRole('heading', { name: 'This booking needs approval' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(bookingPath(OFFER.id).split('?')[0]);
    expect(screen.queryByRole('radiogroup', { name: 'Who should approve this trip?' })).toBeNull();
    expect(screen.getByRole('button', { name: /^Pay/ })).toBeInTheDocument();
  });

  it('block: the pay button is replaced by the explanation', async () => {
    serve(verdict({ action: 'block', reasons: [{ rule: 'blockedAirlines', action: 'block', params: { carriers: ['ZZ'] } }] }));
    renderBookingRoutes(bookingPath(OFFER.id));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'You cannot book this offer' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Flies with ZZ, which your company does not allow');
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });

  it('a refusal by the server (OUT_OF_POLICY_BLOCKED) turns the page into the blocked explanation', async () => {
    const blocked = verdict({ action: 'block', reasons: [{ rule: 'maxStars', action: 'block', params: { value: 5, limit: 3 } }] });
    serve(verdict({ inPolicy: true, action: 'allow' }), () => apiError(403, 'OUT_OF_POLICY_BLOCKED', 'blocked', { policy: blocked }));
    const user = userEvent.setup();
    renderBookingRoutes(bookingPath(OFFER.id));
    await screen.findByText('This booking is within your travel policy.');
    await fillTravelerAndCard(user);
    await user.click(screen.getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('heading', { name: 'You cannot book this offer' })).toBeInTheDocument();
    expect(screen.getByText('5-star hotel; the policy allows up to 3 stars')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
  });
});

describe('the confirmation', () => {
  const net = createFetchStub();
  const OFFER = hotelOffer('hot1_x_30000', 30000, { refundable: true });
  beforeEach(() => {
    vi.stubGlobal('fetch', net.fetchMock);
  });

  it('says a requireApproval booking needs approval, with its reasons; a warn booking shows the reason given', async () => {
    const approval: PolicyBooking = {
      ...bookingOf(OFFER),
      policy: { action: 'requireApproval', inPolicy: false, reasons: OVER_LONDON_CAP.reasons, policyVersion: 3, approvalStatus: 'required' },
    };
    renderBookingRoutes(confirmationPath(approval.reference), { booking: approval, email: approval.contactEmail });
    const term = await screen.findByText('Travel policy');
    const details = term.parentElement!;
    expect(details).toHaveTextContent('Outside your travel policy');
    expect(details).toHaveTextContent('$212 over the $300 London nightly cap');
    expect(within(details).getByText('Approval required')).toBeInTheDocument();
    cleanup();

    const warned: PolicyBooking = {
      ...bookingOf(OFFER),
      policy: { action: 'warn', inPolicy: false, reasons: [], policyVersion: 3, outOfPolicyReason: { code: 'clientRequirement', text: 'The client booked this hotel' }, approvalStatus: 'none' },
    };
    renderBookingRoutes(confirmationPath(warned.reference), { booking: warned, email: warned.contactEmail });
    const warnedTerm = await screen.findByText('Travel policy');
    expect(warnedTerm.parentElement).toHaveTextContent('Your reason: Client requirement. The client booked this hotel');
    expect(warnedTerm.parentElement).not.toHaveTextContent('Approval required');
  });
});
