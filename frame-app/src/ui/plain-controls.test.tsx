// @vitest-environment jsdom
/**
 * The native controls of the first page (issue #23 "First page budget"): the front door's vertical tabs, trip type
 * and buttons behave and are named as the react-aria widgets they replaced (tests and assistive technology find
 * them by role and name).
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TabsView } from './tabs.tsx';
import { PlainRadioGroup } from './plain-radio-group.tsx';
import { PlainButton } from './plain-button.tsx';

afterEach(cleanup);

type Vertical = 'flights' | 'hotels' | 'cars';

function Verticals() {
  const [selected, setSelected] = useState<Vertical>('flights');
  const panel = (name: string) => <input aria-label={`${name} field`} />;
  return (
    <TabsView<Vertical>
      listLabel="Search"
      selectedKey={selected}
      onSelectionChange={setSelected}
      items={[
        { id: 'flights', label: 'Flights', panel: panel('Flights') },
        { id: 'hotels', label: 'Hotels', panel: panel('Hotels') },
        { id: 'cars', label: 'Cars', panel: panel('Cars') },
      ]}
    />
  );
}

describe('TabsView', () => {
  it('is one tab stop; arrows (wrapping), Home and End select; Tab moves into the selected panel', async () => {
    const user = userEvent.setup();
    render(<Verticals />);
    expect(screen.getByRole('tablist', { name: 'Search' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Flights', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Hotels', selected: true })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Hotels' })).toContainElement(screen.getByRole('textbox', { name: 'Hotels field' }));
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Cars', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Flights', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Cars', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Flights', selected: true })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Flights field' })).toHaveFocus();
  });

  it('a press selects a tab', async () => {
    const user = userEvent.setup();
    render(<Verticals />);
    await user.click(screen.getByRole('tab', { name: 'Cars' }));
    expect(screen.getByRole('tab', { name: 'Cars', selected: true })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Cars field' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Flights field' })).toBeNull();
  });
});

describe('PlainRadioGroup and PlainButton', () => {
  it('the trip type is a named radio group whose arrows choose; a button presses by keyboard and not when disabled', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    function TripType() {
      const [value, setValue] = useState<'roundTrip' | 'oneWay'>('roundTrip');
      return (
        <>
          <PlainRadioGroup<'roundTrip' | 'oneWay'>
            label="Trip type"
            value={value}
            onChange={setValue}
            options={[
              { value: 'roundTrip', label: 'Round trip' },
              { value: 'oneWay', label: 'One way' },
            ]}
          />
          <PlainButton onPress={onPress}>Search</PlainButton>
          <PlainButton isDisabled onPress={onPress}>
            Add another flight
          </PlainButton>
        </>
      );
    }
    render(<TripType />);
    expect(screen.getByRole('radiogroup', { name: 'Trip type' })).toBeInTheDocument();
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Round trip' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'One way' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'One way' }).closest('label')).toHaveAttribute('data-selected');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Search' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Add another flight' }));
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Add another flight' })).toHaveAttribute('data-disabled');
  });
});
