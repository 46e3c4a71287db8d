import { readFile } from 'node:fs/promises';
import { inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { developerProfile } from './schema/developers';
import { seedApplication } from '../test/app-fixtures';
import { seedDeveloperProfile, seedUser } from '../test/developer-fixtures';
import { testTargets } from '../test/harness';
import { useTestApp } from '../test/use-test-app';

// The migration that gives UK and EU profiles made while every profile started in USD their
// country's currency (decision 0057), run again on rows as those profiles left them.
const MIGRATION = new URL('./migrations/0034_currency_from_country.sql', import.meta.url);

describe.each(testTargets())('currency from the country, for older profiles [%s]', (target) => {
  const t = useTestApp(target);

  it('moves UK and EU profiles still at USD to GBP or EUR, and keeps every chosen currency', async () => {
    const rows = {
      'uk-default': { country: 'GB', currency: 'USD' },
      'fr-default': { country: 'FR', currency: 'USD' },
      'us-default': { country: 'US', currency: 'USD' },
      'de-chose-gbp': { country: 'DE', currency: 'GBP' },
      'ie-sells-in-usd': { country: 'IE', currency: 'USD' },
      'nl-free-usd-app': { country: 'NL', currency: 'USD' },
    } as const;
    for (const [id, values] of Object.entries(rows)) {
      await seedUser(t.db, `currency-${id}`);
      await seedDeveloperProfile(t.db, `currency-${id}`, values);
    }
    await seedApplication(t.db, 'currency-ie-sells-in-usd', { currency: 'USD', priceCents: 499 });
    await seedApplication(t.db, 'currency-nl-free-usd-app', { currency: 'USD', priceCents: 0 });

    await t.db.execute(sql.raw(await readFile(MIGRATION, 'utf8')));

    const after = await t.db
      .select({ userId: developerProfile.userId, currency: developerProfile.currency })
      .from(developerProfile)
      .where(
        inArray(
          developerProfile.userId,
          Object.keys(rows).map((id) => `currency-${id}`),
        ),
      );
    expect(Object.fromEntries(after.map((row) => [row.userId, row.currency]))).toEqual({
      'currency-uk-default': 'GBP',
      'currency-fr-default': 'EUR',
      'currency-us-default': 'USD',
      'currency-de-chose-gbp': 'GBP',
      'currency-ie-sells-in-usd': 'USD',
      'currency-nl-free-usd-app': 'EUR',
    });
  });
});
