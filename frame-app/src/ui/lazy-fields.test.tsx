// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComboBoxOption } from './combo-box-field.tsx';
import type * as LazyFields from './lazy-fields.tsx';

let LazyComboBoxField: typeof LazyFields.LazyComboBoxField;
let LazySelectField: typeof LazyFields.LazySelectField;
let LazyNumberInputField: typeof LazyFields.LazyNumberInputField;

// A fresh copy of the module per test, so its widgets start unloaded even where another test file preloaded them;
// the browser never idles, so only the visitor's press, focus or typing loads them (the case these tests are about).
beforeEach(async () => {
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.resetModules();
  ({ LazyComboBoxField, LazySelectField, LazyNumberInputField } = await import('./lazy-fields.tsx'));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const CABINS = [
  { id: 'economy', label: 'Economy' },
  { id: 'business', label: 'Business' },
] as const;

function Cabin() {
  const [value, setValue] = useState<'economy' | 'business'>('economy');
  return <LazySelectField<'economy' | 'business'> label="Cabin class" options={CABINS} value={value} onChange={setValue} />;
}

/** A combo box whose options arrive for what was typed, as the airport field's do. */
function Airport() {
  const [text, setText] = useState('');
  const options: ComboBoxOption[] = text.trim().toUpperCase() === 'JFK' ? [{ id: 'JFK', textValue: 'New York (JFK)', content: 'New York (JFK) - John F. Kennedy' }] : [];
  return (
    <>
      <LazyComboBoxField label="From" name="origin" options={options} inputValue={text} onInputChange={setText} value={null} onChange={() => undefined} buttonLabel="Show suggestions" />
      <output aria-label="Typed">{text}</output>
    </>
  );
}

/** A passenger count as the flight form has it: keeps what was typed, − / + stop at the limits. */
function Children() {
  const [value, setValue] = useState(0);
  return (
    <>
      <LazyNumberInputField label="Children" value={value} onChange={setValue} minValue={0} maxValue={9} keepTypedValue decrementLabel="Decrease Children" incrementLabel="Increase Children" />
      <output aria-label="Form value">{String(value)}</output>
    </>
  );
}

describe('lazy fields (issue #23 first page budget)', () => {
  it('the light number field is named as the real one; a press on + counts and leaves focus in the real input', async () => {
    const user = userEvent.setup();
    render(<Children />);
    const input = screen.getByRole('textbox', { name: 'Children' });
    expect(input).not.toHaveAttribute('data-rac');
    expect(input).toHaveValue('0');
    expect(screen.getByRole('button', { name: /^Decrease Children/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /^Increase Children/ }));
    expect(screen.getByLabelText('Form value')).toHaveTextContent('1');
    // The first import of react-aria can take seconds under load.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Children' })).toHaveAttribute('data-rac'), { timeout: 10_000 });
    expect(screen.getByRole('textbox', { name: 'Children' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Children' })).toHaveValue('1');
    expect(screen.getByRole('button', { name: /^Decrease Children/ })).toBeEnabled();
  });

  it('a number typed into the light field reaches the form, unclamped, and focus stays in the field', async () => {
    const user = userEvent.setup();
    render(<Children />);
    const input = screen.getByRole('textbox', { name: 'Children' });
    await user.click(input);
    await user.keyboard('{Control>}a{/Control}12');
    // The first import of react-aria can take seconds under load.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Children' })).toHaveAttribute('data-rac'), { timeout: 10_000 });
    expect(screen.getByRole('textbox', { name: 'Children' })).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('Form value')).toHaveTextContent('12');
    expect(screen.getByRole('textbox', { name: 'Children' })).toHaveValue('12');
  });

  it('a press on the light select opens the real list, and picking an option changes the value', async () => {
    const user = userEvent.setup();
    render(<Cabin />);
    expect(screen.getByRole('button', { name: /Cabin class/ })).not.toHaveAttribute('data-rac');
    await user.click(screen.getByRole('button', { name: /Cabin class/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Economy', 'Business']);
    await user.click(screen.getByRole('option', { name: 'Business' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Cabin class/ })).toHaveTextContent('Business'));
  });

  it('text typed at once into the light combo box keeps focus, reaches the form and opens the suggestions', async () => {
    const user = userEvent.setup();
    render(<Airport />);
    expect(screen.getByRole('combobox', { name: 'From' })).not.toHaveAttribute('data-rac');
    await user.type(screen.getByRole('combobox', { name: 'From' }), 'JFK');
    expect(screen.getByLabelText('Typed')).toHaveTextContent('JFK');
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveFocus();
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('JFK');
    expect(await screen.findByRole('option', { name: /John F. Kennedy/ })).toBeInTheDocument();
  });
});
