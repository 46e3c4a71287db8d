import { agedUser } from '../support/aged-users';
import {
  VERIFICATION_SUBJECT,
  expect,
  login,
  mailsTo,
  readCode,
  seedCookieConsent,
  test,
  waitForMail,
} from './fixtures';

// The resend that goes through: the server's 60-second cooldown runs on its own clock, so this
// journey uses an account signed up when the run started (scripts/global-setup.ts). The file's
// name sorts last, so that minute has usually passed by the time it runs.

test('resend after the cooldown mails a new code, counts down 60 s, and the new code verifies', async ({
  page,
  baseURL,
}, testInfo) => {
  const user = agedUser(testInfo.project.name);
  test.skip(!user, 'no account was signed up at the start of this run (another server)');
  const readyAt = user!.signedUpAt + 61_000;
  test.setTimeout(30_000 + Math.max(0, readyAt - Date.now()));
  await seedCookieConsent(page);

  const first = await waitForMail(user!.email, { subject: VERIFICATION_SUBJECT });
  await login(page, baseURL!, user!);
  await page.clock.install();
  await page.goto('/verify-email');
  const resend = page.getByRole('button', { name: 'Resend code', exact: true });
  await expect(resend).toBeEnabled();

  const waitMs = readyAt - Date.now();
  if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
  const mailsBefore = mailsTo(user!.email).length;
  await resend.click();
  await expect(page.getByText('Verification email sent!')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend code in (60|59)s$/ })).toBeDisabled();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  const counting = page.getByRole('button', { name: /^Resend code in \d+s$/ });
  const shown = Number(/(\d+)s$/.exec((await counting.textContent()) ?? '')?.[1]);
  expect([59, 60]).toContain(shown);
  await page.clock.runFor(30_000);
  await expect(page.getByRole('button', { name: `Resend code in ${shown - 30}s` })).toBeDisabled();
  await page.clock.runFor((shown - 30) * 1_000);
  await expect(resend).toBeEnabled();
  await page.clock.resume();

  const code = await readCode(user!.email, { subject: VERIFICATION_SUBJECT, after: mailsBefore });
  expect(mailsTo(user!.email)).toHaveLength(mailsBefore + 1);
  expect(first.file).not.toBe(mailsTo(user!.email).at(-1)?.file);

  await page.getByRole('textbox', { name: 'Verification code' }).fill(code);
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(new URL('/onboarding/country', baseURL).href);
});
