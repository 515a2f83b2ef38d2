// @vitest-environment jsdom
/**
 * FormShell over the deferred React Hook Form binding (issue #23 "First page budget", ui/form-binding.ts): when the
 * library's chunk cannot be loaded, a press on Search says so in the form's alert instead of doing nothing, and the
 * next press (the chunk back) searches.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntlProvider } from 'react-intl';
import { createFormControl, type Resolver } from 'react-hook-form';
import { FormBinding, type FormLibrary } from '../../ui/form-binding.ts';
import { FormShell } from './form-shell.tsx';

afterEach(cleanup);

interface Values {
  origin: string;
}
const resolver: Resolver<Values, unknown, string> = async (values) => ({ values: values.origin, errors: {} });

describe('FormShell: the form library does not load', () => {
  it('shows "The search could not start" and searches on the next press', async () => {
    // Offline at first: the press's own early load (pointer down) and the submit's both fail.
    let online = false;
    const library = async (): Promise<FormLibrary> => {
      if (!online) throw new TypeError('Failed to fetch dynamically imported module');
      return { createFormControl };
    };
    const binding = new FormBinding<Values, string>({ defaultValues: { origin: 'JFK' }, resolver, library });
    const searched: string[] = [];
    render(
      <IntlProvider locale="en" defaultLocale="en" onError={() => undefined}>
        <FormShell form={binding} label="Flight search" submitLabel="Search" onSearch={(origin) => searched.push(origin)}>
          <span>fields</span>
        </FormShell>
      </IntlProvider>,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The search could not start. Check your connection and try again.');
    expect(searched).toEqual([]);

    online = true;
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await expect.poll(() => searched).toEqual(['JFK']);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
