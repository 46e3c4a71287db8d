import type { Page } from '@playwright/test';
import {
  VERIFICATION_SUBJECT,
  authPost,
  codeIn,
  expect,
  insertNewUser,
  mailsTo,
  newTestUser,
  readCode,
  seedCookieConsent,
  signUp,
  test,
  waitForMail,
} from './fixtures';

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

function codeField(page: Page) {
  return page.getByRole('textbox', { name: 'Verification code' });
}

/** Any six digits but the right ones. */
function wrongCodeFor(code: string): string {
  return code === '000000' ? '111111' : '000000';
}

test('sign up, read the code from the mail, verify, land on onboarding', async ({
  page,
  baseURL,
}) => {
  const user = newTestUser('signup');
  await signUp(page, user);

  await expect(page.getByText('Account created successfully!')).toBeVisible();
  await expect(page).toHaveURL(new URL('/verify-email', baseURL).href);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up again' })).toHaveAttribute(
    'href',
    '/auth/signup',
  );
  await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
    'href',
    '/contact',
  );

  const mail = await waitForMail(user.email, { subject: VERIFICATION_SUBJECT });
  expect(mail.from).toContain('no-reply@localhost');
  expect(mail.html).toContain(codeIn(mail));

  const submit = page.getByRole('button', { name: 'Verify Email' });
  await expect(submit).toBeDisabled();
  await expect(codeField(page)).toHaveAttribute('maxlength', '6');
  await codeField(page).fill(codeIn(mail));
  await submit.click();

  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(new URL('/onboarding/country', baseURL).href);

  // Verified now: /verify-email sends them on instead of asking again.
  await page.goto('/verify-email');
  await expect(page).toHaveURL(new URL('/onboarding/country', baseURL).href);
});

test('a wrong code shows the error and the right one still works', async ({ page, baseURL }) => {
  const user = newTestUser('wrong-code');
  await signUp(page, user);
  await expect(page).toHaveURL(new URL('/verify-email', baseURL).href);
  const code = await readCode(user.email, { subject: VERIFICATION_SUBJECT });

  await codeField(page).fill(wrongCodeFor(code));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Invalid verification code' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new URL('/verify-email', baseURL).href);

  await codeField(page).fill(code);
  // After a refused code the form must let the visitor try again.
  const submit = page.getByRole('button', { name: 'Verify Email' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByText('Email verified successfully!')).toBeVisible();
  await expect(page).toHaveURL(new URL('/onboarding/country', baseURL).href);
});

test("resend: the button counts the server's 60 s down from sign-up, and the server refuses within them", async ({
  page,
  baseURL,
}) => {
  const user = newTestUser('resend');
  await page.clock.install();
  await signUp(page, user);
  await expect(page).toHaveURL(new URL('/verify-email', baseURL).href);
  await waitForMail(user.email, { subject: VERIFICATION_SUBJECT });
  const mailsBefore = mailsTo(user.email).length;

  // Sign-up mailed a code a moment ago, so the server's cooldown is running: the button counts
  // it down from the start (decision 0050) instead of offering a resend the server refuses.
  const counting = page.getByRole('button', { name: /^Resend code in \d+s$/ });
  await expect(counting).toBeDisabled();
  // Time stands still from here unless the test moves it.
  // (The page's fake clock, not Node's: they drift apart by the time the page took to start.)
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
  const shown = Number(/(\d+)s$/.exec((await counting.textContent()) ?? '')?.[1]);
  expect(shown).toBeGreaterThan(40);
  expect(shown).toBeLessThanOrEqual(60);

  await page.clock.runFor(1_000);
  await expect(page.getByRole('button', { name: `Resend code in ${shown - 1}s` })).toBeDisabled();
  await page.clock.runFor(10_000);
  await expect(page.getByRole('button', { name: `Resend code in ${shown - 11}s` })).toBeDisabled();

  // The browser's clock now says the wait is over; the server's does not, and it decides.
  await page.clock.runFor((shown - 11) * 1_000);
  const again = page.getByRole('button', { name: 'Resend code', exact: true });
  await expect(again).toBeEnabled();
  const refused = await authPost(page.request, baseURL!, '/email-otp/send-verification-otp', {
    email: user.email,
    type: 'email-verification',
  });
  expect(refused.status()).toBe(429);
  const body = (await refused.json()) as { code?: string; secondsLeft?: number; message?: string };
  expect(body.code).toBe('RESEND_COOLDOWN');
  expect(body.secondsLeft).toBeGreaterThan(0);
  expect(body.secondsLeft).toBeLessThanOrEqual(60);
  expect(body.message).toMatch(/^Please wait \d+ seconds? before requesting a new code\.$/);

  await page.clock.resume();
  await again.click();
  // The wait, with the server's own figure; not a failure.
  await expect(
    page.getByText(/^Please wait \d+ seconds? before requesting a new code\.$/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /^Resend code in \d+s$/ })).toBeDisabled();
  await expect(page.getByText('Failed to send verification email')).toHaveCount(0);
  // No refusal produced a mail.
  expect(mailsTo(user.email)).toHaveLength(mailsBefore);
});

test('Wrong email? Sign up again: signs the unverified user out and opens sign-up', async ({
  page,
  baseURL,
}) => {
  const user = newTestUser('wrong-email');
  await signUp(page, user);
  await expect(page).toHaveURL(new URL('/verify-email', baseURL).href);
  await page.getByRole('link', { name: 'Sign up again' }).click();
  await expect(page).toHaveURL(new URL('/auth/signup', baseURL).href);
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeVisible();
  const session = await page.request.get('/api/auth/get-session');
  expect(await session.json(), 'the unverified session ended').toBeNull();
  // The form is empty and usable for the right address.
  await expect(page.getByRole('main').getByLabel('Email', { exact: true })).toHaveValue('');
  await page.goto('/verify-email');
  await expect(page.getByText('Access Denied')).toBeVisible();
});

test('sign-up with a registered email says so and stays on the form', async ({ page, baseURL }) => {
  // Decision 0006: sign-up reports a taken email (the spec's flow cannot hide it).
  const user = await insertNewUser(baseURL!, { verified: false });
  await signUp(page, { ...user, name: 'Someone Else' });
  await expect(page.getByText('Signup failed', { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'User already exists. Use another email.' }),
  ).toBeVisible();
  await expect(page).toHaveURL(new URL('/auth/signup', baseURL).href);
});

test('signed out, /verify-email asks to sign in', async ({ page }) => {
  await page.goto('/verify-email');
  await expect(page.getByText('Access Denied')).toBeVisible();
  await expect(page.getByText('Please sign in to verify your email.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign In' })).toHaveAttribute(
    'href',
    '/auth/login',
  );
});

test('the sign-up form shows its validation messages and sends nothing while invalid', async ({
  page,
  baseURL,
}) => {
  await page.goto('/auth/signup');
  const main = page.getByRole('main');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/')) requests.push(request.url());
  });

  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(main.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(main.getByText('Email is required')).toBeVisible();
  await expect(main.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(main.getByText('Please confirm your password')).toBeVisible();
  await expect(main.getByText('You must agree to the terms and conditions')).toBeVisible();

  await main.getByLabel('Email', { exact: true }).fill('not-an-email');
  await main.getByLabel('Password', { exact: true }).fill('alllowercase1!');
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(main.getByText('Please enter a valid email address')).toBeVisible();
  await expect(
    main.getByText(
      'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character',
    ),
  ).toBeVisible();

  // The match is checked once every field is valid on its own (zod runs the form-level check
  // after the fields).
  await main.getByLabel('Name', { exact: true }).fill('Ada Tester');
  await main.getByLabel('Email', { exact: true }).fill('ada@e2e.example.com');
  await main.getByLabel('Password', { exact: true }).fill('Valid-Pass-1');
  await main.getByLabel('Confirm password').fill('Valid-Pass-2');
  await main.getByRole('checkbox', { name: /terms/i }).check();
  await main.getByRole('button', { name: 'Create Account' }).click();
  await expect(main.getByText('Passwords do not match')).toBeVisible();

  expect(requests).toEqual([]);
  await expect(page).toHaveURL(new URL('/auth/signup', baseURL).href);
});
