import type { Page } from '@playwright/test';
import { PHONE, PHONE_ONLY } from '../support/tags';
import {
  expect,
  expectNoHorizontalOverflow,
  expectSingleH1,
  login,
  seedCookieConsent,
  test,
  useSession,
} from './fixtures';

// The developer and admin shell of the UI contract, seen by an admin. A verified developer's
// sidebar is covered by the developer journeys.

const adminLinks = [
  { name: 'Admin Dashboard', href: '/admin/dashboard' },
  { name: 'App Review', href: '/admin/review' },
  { name: 'Developer Review', href: '/admin/developers' },
  { name: 'All Apps', href: '/admin/apps' },
  { name: 'Analytics', href: '/admin/analytics' },
  { name: 'Users', href: '/admin/users' },
  { name: 'Settings', href: '/admin/settings' },
  { name: 'Audit Log', href: '/admin/audit' },
  { name: 'Profile', href: '/profile' },
];

// The screens reached from the admin sidebar, with their one h1.
const adminScreens = [
  { link: 'App Review', path: '/admin/review', h1: 'App Review' },
  { link: 'All Apps', path: '/admin/apps', h1: 'All Apps' },
  { link: 'Analytics', path: '/admin/analytics', h1: 'Store Analytics' },
  { link: 'Users', path: '/admin/users', h1: 'Users' },
  { link: 'Settings', path: '/admin/settings', h1: 'Settings' },
  { link: 'Audit Log', path: '/admin/audit', h1: 'Audit Log' },
  { link: 'Profile', path: '/profile', h1: 'Profile' },
];

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

test.beforeEach(async ({ page }) => {
  await seedCookieConsent(page);
});

test.describe('admin shell', () => {
  test.beforeEach(async ({ page, adminSession }) => {
    await useSession(page, adminSession);
  });

  test(
    'the header shows the admin, their provider and Sign Out',
    { tag: PHONE },
    async ({ page, adminSession }) => {
      await page.goto('/admin/users');
      await expectSingleH1(page);
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'VMU Pro Developers' })).toHaveAttribute(
        'href',
        '/',
      );
      await expect(header.getByRole('img', { name: 'Signed in with Email' }).first()).toBeVisible();
      await expect(header.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      if (test.info().project.name === 'desktop') {
        await expect(header.getByText(adminSession.user.name, { exact: true })).toBeVisible();
        await expect(header.getByText(adminSession.user.email, { exact: true })).toBeVisible();
      }
      await expect(page.locator('main#main h1')).toHaveText('Users');
    },
  );

  test('the sidebar lists every admin link and marks the current page', async ({ page, axe }) => {
    // A full axe run (every impact, the experimental rules too) on each of seven screens.
    test.slow();
    await page.goto('/admin/dashboard');
    await expect(await expectSingleH1(page)).toHaveText('Admin Dashboard');
    const nav = mainNav(page);
    await expect(nav.getByRole('link')).toHaveCount(adminLinks.length);
    for (const { name, href } of adminLinks) {
      await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(nav.locator('[aria-current]')).toHaveCount(1);
    await expect(nav.getByRole('link', { name: 'My Apps' })).toHaveCount(0);

    for (const screen of adminScreens) {
      await test.step(screen.path, async () => {
        await nav.getByRole('link', { name: screen.link, exact: true }).click();
        await expect(page).toHaveURL((url) => url.pathname === screen.path);
        await expect(await expectSingleH1(page)).toHaveText(screen.h1);
        await expect(page.locator('main#main h1')).toHaveCount(1);
        await expect(nav.getByRole('link', { name: screen.link, exact: true })).toHaveAttribute(
          'aria-current',
          'page',
        );
        await expect(nav.locator('[aria-current]')).toHaveCount(1);
        await expectNoHorizontalOverflow(page);
        await axe();
      });
    }
  });

  test('the profile shows who is signed in', async ({ page, adminSession }) => {
    await page.goto('/profile');
    await expect(await expectSingleH1(page)).toHaveText('Profile');
    const main = page.locator('main#main');
    await expect(main.getByLabel('Name', { exact: true })).toHaveValue(adminSession.user.name);
    await expect(main).toContainText(adminSession.user.email);
    await expect(main).toContainText('Admin');
    // Staff keep no developer profile: the account's own sections, and no API tokens.
    await expect(main.getByRole('heading', { name: 'Personal and business details' })).toHaveCount(
      0,
    );
    await expect(main.getByRole('heading', { name: 'API tokens' })).toHaveCount(0);
    await expect(main.getByRole('heading', { name: /^Two-factor sign-in/ })).toBeVisible();
  });

  test('the dashboard and the cookie settings render inside the shell', async ({ page, axe }) => {
    await page.goto('/dashboard');
    await expect(await expectSingleH1(page)).toHaveText('Dashboard');
    const main = page.locator('main#main');
    // Their own figures (none: staff own no apps), linked to the analytics.
    await expect(main.getByText('Total Apps')).toBeVisible();
    await expect(main.getByRole('link', { name: 'See all analytics' })).toHaveAttribute(
      'href',
      '/analytics',
    );
    await expect(main.getByRole('link', { name: 'Create New App' })).toHaveAttribute(
      'href',
      '/apps/create',
    );
    await expect(main.getByRole('link', { name: 'View My Apps' })).toHaveAttribute('href', '/apps');
    await expect(main.getByRole('link', { name: 'Set Up Payments' })).toHaveAttribute(
      'href',
      '/payments',
    );
    await expectNoHorizontalOverflow(page);
    await axe();

    await page.goto('/settings/cookies');
    await expect(await expectSingleH1(page)).toHaveText('Cookie Settings');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign Out' })).toBeVisible();
    await expect(page.locator('main')).toHaveCount(1);
    await expectNoHorizontalOverflow(page);
    await axe();
  });

  test(
    'on a phone the menu opens in a sheet and navigates',
    { tag: PHONE_ONLY },
    async ({ page, axe }) => {
      await page.goto('/admin/dashboard');
      await expectSingleH1(page);
      await expect(mainNav(page)).toBeHidden();
      await expectNoHorizontalOverflow(page);

      await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Menu' });
      await expect(sheet).toBeVisible();
      const nav = sheet.getByRole('navigation', { name: 'Main' });
      await expect(nav.getByRole('link')).toHaveCount(adminLinks.length);
      await expect(nav.getByRole('link', { name: 'Admin Dashboard' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await axe();

      await sheet.getByRole('button', { name: 'Close menu' }).click();
      await expect(sheet).toBeHidden();

      await page.getByRole('button', { name: 'Open menu' }).click();
      await nav.getByRole('link', { name: 'Users', exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === '/admin/users');
      await expect(sheet).toBeHidden();
      await expect(await expectSingleH1(page)).toHaveText('Users');
      await expectNoHorizontalOverflow(page);
      await axe();
    },
  );
});

test('Sign Out returns to / and protected pages then ask to sign in', async ({
  page,
  baseURL,
  adminSession,
}) => {
  // A session of its own: signing out the worker's shared admin session would end it for the
  // other tests of this worker.
  await login(page, baseURL!, adminSession.user);
  await page.goto('/admin/settings');
  await expect(await expectSingleH1(page)).toHaveText('Settings');

  await page.getByRole('banner').getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(page.getByText('Signed out successfully')).toBeVisible();

  await page.goto('/admin/settings');
  await expect(page).toHaveURL((url) => url.pathname === '/auth/login');
});
