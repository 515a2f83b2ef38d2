// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { UiKitPage } from './ui-kit-page.tsx';

/** The shipped Japanese part file (read as data: a feature does not import the app layer's catalogues). */
const jaCatalogue = JSON.parse(readFileSync(path.join(import.meta.dirname, '../../app/i18n/catalogs/ja/ui-kit.json'), 'utf8')) as Record<string, string>;

describe('UI kit page', () => {
  it('shows every piece of the kit under its heading', () => {
    render(
      <IntlProvider locale="en-US" defaultLocale="en-US">
        <UiKitPage />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'UI kit' })).toBeInTheDocument();
    for (const name of ['Text input', 'Select', 'Dropdown', 'Popover', 'Tooltip', 'Checkbox', 'Radio group', 'Toggle', 'Alert banners', 'Spinner', 'Overlay', 'Bottom sheet', 'Corner radius sizes']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Promo code (at most 8 characters)' })).toHaveAttribute('maxlength', '8');
    expect(screen.getByRole('radiogroup', { name: 'Cabin' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Price alerts' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Unavailable options' })).toBeDisabled();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Only 2 seats left at this price.', 'Payment failedYour card was declined. Try another card.×']);
  });

  it('shows the Japanese texts of its catalogue', () => {
    render(
      <IntlProvider locale="ja-JP" defaultLocale="en-US" messages={jaCatalogue} onError={() => undefined}>
        <UiKitPage />
      </IntlProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'UIキット' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'プロモーションコード（最大8文字）' })).toBeInTheDocument();
  });
});
