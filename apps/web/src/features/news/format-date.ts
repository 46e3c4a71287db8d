const longDate = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });

/** '2025-05-20' -> '20 May 2025', the same for every visitor whatever their time zone. */
export function formatNewsDate(isoDate: string): string {
  return longDate.format(new Date(`${isoDate}T00:00:00Z`));
}
