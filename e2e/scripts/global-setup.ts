import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { request, type FullConfig } from '@playwright/test';
import { TEST_EMAIL_DOMAIN, TEST_PASSWORD } from '../support/accounts';
import { AGED_USERS_FILE, type AgedUser } from '../support/aged-users';
import { RUN_STATE_FILE } from '../support/run-state';

/**
 * Signs up one unverified account per project as the run starts. The server refuses a new
 * verification code within 60 s of the last one, by its own clock, which a test cannot move;
 * by the time the resend journey runs (its file sorts last) these accounts are past that wait.
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  rmSync(AGED_USERS_FILE, { force: true });
  // Another server (E2E_BASE_URL) has no outbox here, so the journey skips itself.
  if (!existsSync(RUN_STATE_FILE)) return;
  const aged: Record<string, AgedUser> = {};
  for (const project of config.projects) {
    const baseURL = project.use.baseURL;
    if (!baseURL) continue;
    const user: AgedUser = {
      name: 'Ada Patient',
      email: `resend-${project.name}-${Date.now().toString(36)}-${randomBytes(4).toString('hex')}@${TEST_EMAIL_DOMAIN}`,
      password: TEST_PASSWORD,
      signedUpAt: Date.now(),
    };
    const api = await request.newContext({
      baseURL,
      extraHTTPHeaders: {
        'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`,
      },
    });
    try {
      const response = await api.post('/api/auth/sign-up/email', {
        data: { name: user.name, email: user.email, password: user.password },
        headers: { origin: new URL(baseURL).origin },
      });
      if (!response.ok()) {
        throw new Error(`sign-up of ${user.email}: ${response.status()} ${await response.text()}`);
      }
    } finally {
      await api.dispose();
    }
    aged[project.name] = user;
  }
  writeFileSync(AGED_USERS_FILE, `${JSON.stringify(aged, null, 2)}\n`);
}
