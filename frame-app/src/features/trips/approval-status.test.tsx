// @vitest-environment jsdom
/** The approval line on a traveler's booked trip event (issue #25): each state reads as the traveler needs it. */
import { cleanup, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { afterEach, describe, expect, it } from 'vitest';
import { ApprovalStatus } from './approval-status.tsx';

afterEach(cleanup);
const show = (approval: Parameters<typeof ApprovalStatus>[0]['approval']) => render(<IntlProvider locale="en"><ApprovalStatus approval={approval} /></IntlProvider>);

describe('ApprovalStatus', () => {
  it.each([
    [{ state: 'PENDING', expiryOutcome: null }, 'Waiting for approval'],
    [{ state: 'APPROVED', expiryOutcome: null }, 'Approved'],
    [{ state: 'DECLINED', expiryOutcome: null }, 'Declined: cancelled without charge'],
    [{ state: 'EXPIRED', expiryOutcome: 'KEEP' }, 'No answer in time: kept'],
    [{ state: 'EXPIRED', expiryOutcome: 'RELEASE' }, 'No answer in time: cancelled without charge'],
    [{ state: 'CANCELLED', expiryOutcome: null }, 'Approval request withdrawn'],
  ] as const)('%j reads "%s"', (approval, text) => {
    show(approval);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it('shows nothing for a booking that needed no approval', () => {
    const { container } = show(undefined);
    expect(container.textContent).toBe('');
  });
});
