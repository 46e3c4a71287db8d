import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { storeApiAppPath, storeApiPurchasePath, type PurchaseStart } from '@vmu/domain';
import {
  authPost,
  insertNewUser,
  newTestUser,
  randomClientIp,
  type TestUser,
} from '../tests/fixtures';

// Sales for the journeys that need one but are not about buying (store-purchases.spec.ts is):
// a new account buys through the store API, as the web's Buy button does.

/** Runs `use` with an API client signed in as `user`, as a store client would be. */
async function signedIn<T>(
  baseURL: string,
  user: TestUser,
  use: (api: APIRequestContext) => Promise<T>,
): Promise<T> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp(), origin: new URL(baseURL).origin },
  });
  try {
    const signIn = await authPost(api, baseURL, '/sign-in/email', {
      email: user.email,
      password: user.password,
      rememberMe: true,
    });
    if (!signIn.ok()) throw new Error(`sign-in of ${user.email}: HTTP ${signIn.status()}`);
    return await use(api);
  } finally {
    await api.dispose();
  }
}

/**
 * A new verified account buys the live paid app `bundleIdentifier`; with the sandbox driver the
 * purchase completes at once and the sales ledger records the sale.
 */
export async function buyInSandbox(baseURL: string, bundleIdentifier: string): Promise<TestUser> {
  const buyer = await insertNewUser(baseURL, { user: newTestUser('buyer') });
  await signedIn(baseURL, buyer, async (api) => {
    const response = await api.post(storeApiPurchasePath(bundleIdentifier), {
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
  });
  return buyer;
}

/** `buyer` downloads the app they bought on a device, as the device's store client does. */
export async function downloadAsBuyer(
  baseURL: string,
  buyer: TestUser,
  bundleIdentifier: string,
  deviceId = 'journey-device-01',
): Promise<void> {
  await signedIn(baseURL, buyer, async (api) => {
    const response = await api.post(`${storeApiAppPath(bundleIdentifier)}/download`, {
      data: { deviceId },
      failOnStatusCode: false,
    });
    if (!response.ok()) {
      throw new Error(
        `download of ${bundleIdentifier}: HTTP ${response.status()} ${await response.text()}`,
      );
    }
  });
}
