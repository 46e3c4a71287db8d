// The notice's start and end are typed in the browser's own time zone (datetime-local fields)
// and travel as ISO instants.

const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as a datetime-local field shows it: 'YYYY-MM-DDTHH:mm' in local time. */
export function toLocalInput(iso: string | Date): string {
  const date = new Date(iso);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(
    date.getHours(),
  )}:${pad(date.getMinutes())}`;
}

/** A datetime-local field's value as an instant; an invalid date when blank or malformed. */
export function fromLocalInput(value: string): Date {
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) ? new Date(value) : new Date(Number.NaN);
}

/** The browser's time zone, named for the fields' help ('Europe/London'). */
export const localTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
