import { request as playwrightRequest } from '@playwright/test';
import { storeApiPurchasePath, type PurchaseStart } from '@vmu/domain';
import {
  authPost,
  insertNewUser,
  newTestUser,
  randomClientIp,
  type TestUser,
} from '../tests/fixtures';

// Sales for the journeys that need one but are not about buying (store-purchases.spec.ts is):
// a new account buys through the store API, as the web's Buy button does.

/**
 * A new verified account buys the live paid app `bundleIdentifier`; with the sandbox driver the
 * purchase completes at once and the sales ledger records the sale.
 */
export async function buyInSandbox(baseURL: string, bundleIdentifier: string): Promise<TestUser> {
  const buyer = await insertNewUser(baseURL, { user: newTestUser('buyer') });
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
  });
  try {
    const signIn = await authPost(api, baseURL, '/sign-in/email', {
      email: buyer.email,
      password: buyer.password,
      rememberMe: true,
    });
    if (!signIn.ok()) throw new Error(`sign-in of ${buyer.email}: HTTP ${signIn.status()}`);
    const response = await api.post(storeApiPurchasePath(bundleIdentifier), {
      headers: { origin: new URL(baseURL).origin },
      failOnStatusCode: false,
    });
    if (!response.ok()) {
      throw new Error(
        `purchase of ${bundleIdentifier}: HTTP ${response.status()} ${await response.text()}`,
      );
    }
    const started = (await response.json()) as PurchaseStart;
    if (started.status !== 'COMPLETED') {
      throw new Error(`the sandbox left the purchase ${started.status}, not COMPLETED`);
    }
    return buyer;
  } finally {
    await api.dispose();
  }
}
