import dayjs from 'dayjs';

/** spec doc 1 §2: dates of the date attribute read year/month/day in the form, 'MMM D,YYYY' elsewhere. */
export const ATTR_DATE_FORM_FORMAT = 'YYYY/MM/DD';
export const ATTR_DATE_DISPLAY_FORMAT = 'MMM D,YYYY';
/** How a picked date is stored in attrs (the domain's calendar date). */
export const ATTR_DATE_VALUE_FORMAT = 'YYYY-MM-DD';

/** A stored attribute date (YYYY-MM-DD or ISO 8601) as the form or the rest of the console shows it. */
export function formatAttrDate(value: string, where: 'form' | 'display' = 'display'): string {
  const date = dayjs(value);
  return date.isValid()
    ? date.format(where === 'form' ? ATTR_DATE_FORM_FORMAT : ATTR_DATE_DISPLAY_FORMAT)
    : value;
}
