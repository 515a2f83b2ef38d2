/** Text helpers of the business travel views (issue #26): calendar days and country names in the frame's language. */
import type { IntlShape } from 'react-intl';
import { dateTimeFormat } from '../../../ui/format.ts';

/** A `YYYY-MM-DD` day in the frame's language (UTC: the server's dates are calendar days). */
export function dayText(intl: IntlShape, iso: string): string {
  return dateTimeFormat(intl.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));
}

/** A country's name in the frame's language (its code when the browser has no name for it; '' for none). */
export function countryName(intl: IntlShape, code: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([intl.locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
