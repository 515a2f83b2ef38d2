// @vitest-environment jsdom
/**
 * ComboBoxField opens its suggestion list for what the user typed, never by itself (issue #22: "Add another flight"
 * focused the new flight's prefilled "from" field and its suggestions opened a list nobody asked for).
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ComboBoxField, type ComboBoxOption } from './combo-box-field.tsx';

afterEach(cleanup);

const CDG: ComboBoxOption[] = [{ id: 'CDG', textValue: 'Paris (CDG)', content: 'Paris (CDG) - Charles de Gaulle' }];

/** A field whose options the test hands in, as a lookup would when its reply arrives. */
function Harness({ initialText, options }: { initialText: string; options: ComboBoxOption[] }) {
  const [text, setText] = useState(initialText);
  return <ComboBoxField label="Flight 3 from" options={options} inputValue={text} onInputChange={setText} value={null} onChange={() => {}} buttonLabel="Show suggestions" />;
}

describe('ComboBoxField suggestions (issue #22)', () => {
  it('a prefilled, focused field does not open its list when options arrive', () => {
    const { rerender } = render(<Harness initialText="CDG" options={[]} />);
    act(() => screen.getByRole('combobox', { name: 'Flight 3 from' }).focus());
    rerender(<Harness initialText="CDG" options={CDG} />);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Flight 3 from' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('options arriving after the user typed open the list', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Harness initialText="" options={[]} />);
    await user.type(screen.getByRole('combobox', { name: 'Flight 3 from' }), 'CDG');
    rerender(<Harness initialText="" options={CDG} />);
    expect(await screen.findByRole('listbox')).toHaveTextContent('Paris (CDG) - Charles de Gaulle');
  });
});
