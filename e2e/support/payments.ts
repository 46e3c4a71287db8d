import { request as playwrightRequest, type Locator, type Page } from '@playwright/test';
import { randomClientIp, type Session } from '../tests/fixtures';
import { graphqlPost } from './developers';

// The payment screens for the journeys: the sandbox state of a developer's connected account,
// the cards of /payments and the payment-provider test screen's form.

/** The connected-account states the payment-provider test screen offers (SandboxAccountState). */
export type SandboxAccountState =
  'not_started' | 'onboarding' | 'verification_pending' | 'restricted' | 'active';

/**
 * Puts `session`'s developer into `country` and their sandbox connected account into `state`
 * through the API, as the test screen does; e.g. 'active' lets a developer in the EU or UK set
 * a paid price.
 */
export async function setSandboxPaymentState(
  baseURL: string,
  session: Session,
  country: string,
  state: SandboxAccountState,
): Promise<{ canCharge: boolean }> {
  const api = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': randomClientIp() },
    storageState: { cookies: session.cookies, origins: [] },
  });
  try {
    const result = await graphqlPost<{ setSandboxPaymentState: { canCharge: boolean } }>(
      api,
      baseURL,
      `mutation SetState($country: String!, $state: SandboxAccountState!) {
        setSandboxPaymentState(country: $country, state: $state) { canCharge }
      }`,
      { country, state },
    );
    return result.setSandboxPaymentState;
  } finally {
    await api.dispose();
  }
}

/** One card of /payments, found by its heading. */
export function paymentCard(page: Page, title: string): Locator {
  return page
    .locator('div.rounded-xl')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) });
}

/** The cards of /payments. */
export function paymentSetup(page: Page) {
  return {
    eligibility: paymentCard(page, 'Geographic eligibility'),
    account: paymentCard(page, 'Connected account'),
    restrictions: paymentCard(page, 'Account restrictions'),
    identity: paymentCard(page, 'Identity verification'),
    nextSteps: paymentCard(page, 'Next Steps'),
    onboarding: paymentCard(page, 'Payment onboarding'),
  };
}

/** The test screen's form. */
export function providerTestForm(page: Page) {
  const form = page.getByRole('form', { name: 'Test payment state' });
  return {
    form,
    country: form.getByLabel('Test country', { exact: true }),
    state: (label: string) => form.getByRole('radio', { name: new RegExp(`^${label}`) }),
    apply: form.getByRole('button', { name: 'Apply' }),
  };
}
