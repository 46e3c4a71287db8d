import { expect, type Page } from '@playwright/test';
import type { OAuthUser } from './oauth-users';
import { readRunState } from './run-state';

// The local OAuth provider's own pages (packages/test-oauth-provider), as a person goes through
// them when linking an account or signing in with GitHub or Google. Apart from oauth-users.ts,
// which the server's launcher loads without Playwright.

/** On the local provider's page: picks `user`, for sign-in and then for consent. */
export async function continueAtProvider(page: Page, user: OAuthUser): Promise<void> {
  const providerOrigin = new URL(readRunState().oauth!.url).origin;
  await expect(page).toHaveURL((url) => url.origin === providerOrigin);
  for (let round = 0; round < 2 && new URL(page.url()).origin === providerOrigin; round += 1) {
    const before = page.url();
    await page.getByRole('button', { name: `(${user.email})` }).click();
    await page.waitForURL((url) => url.href !== before);
  }
  await expect(page).toHaveURL((url) => url.origin !== providerOrigin);
}
