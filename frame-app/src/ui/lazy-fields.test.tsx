// @vitest-environment jsdom
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ComboBoxOption } from './combo-box-field.tsx';
import type * as LazyFields from './lazy-fields.tsx';

let LazyComboBoxField: typeof LazyFields.LazyComboBoxField;
let LazySelectField: typeof LazyFields.LazySelectField;

// A fresh copy of the module per test, so its widgets start unloaded even where another test file preloaded them;
// the browser never idles, so only the visitor's press, focus or typing loads them (the case these tests are about).
beforeEach(async () => {
  vi.stubGlobal('requestIdleCallback', () => 0);
  vi.stubGlobal('cancelIdleCallback', () => undefined);
  vi.resetModules();
  ({ LazyComboBoxField, LazySelectField } = await import('./lazy-fields.tsx'));
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

describe('lazy fields (issue #23 first page budget)', () => {
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
