/** The UI kit page's section showing the date picker and date range picker (issue #10). Placeholder. */
export function DatePickersSection() {
  return null;
}
