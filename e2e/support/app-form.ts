import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page, Route } from '@playwright/test';

// Files and controls of the app form (/apps/create) for the journeys: real images and the SDK's
// package from the checked-in fixtures, handed to the file inputs as buffers.

const here = dirname(fileURLToPath(import.meta.url));
const IMAGES = resolve(here, '../../apps/server/src/test/fixtures');
const PACKAGE = resolve(here, '../../packages/vmupack/fixtures/star_hopper.vmupack');

export interface FilePayload {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const image = (file: string, mimeType: string, name = file): FilePayload => ({
  name,
  mimeType,
  buffer: readFileSync(resolve(IMAGES, file)),
});

export const files = {
  vmupack: (): FilePayload => ({
    name: 'star_hopper.vmupack',
    mimeType: 'application/octet-stream',
    buffer: readFileSync(PACKAGE),
  }),
  vmuIcon: () => image('vmu-icon.bmp', 'image/bmp'),
  webIcon: () => image('web-icon.png', 'image/png'),
  webIconWrongSize: () => image('web-icon-500x500.png', 'image/png'),
  heroBanner: () => image('hero-banner.png', 'image/png'),
  vmuBanner: () => image('vmu-banner.png', 'image/png'),
  screenshot: (n: number) => image('screenshot.png', 'image/png', `screenshot-${n}.png`),
  gif: () => image('image.gif', 'image/gif'),
  /** A BMP declared at 2 MB and one byte: refused in the browser before anything is sent. */
  oversizedBmp: (): FilePayload => ({
    name: 'huge.bmp',
    mimeType: 'image/bmp',
    buffer: Buffer.alloc(2 * 1024 * 1024 + 1),
  }),
  zip: (): FilePayload => ({
    name: 'game.zip',
    mimeType: 'application/zip',
    buffer: Buffer.from('PK\u0003\u0004'),
  }),
};

/** The app form's controls, by their labels. */
export function appForm(page: Page) {
  const form = page.getByRole('form', { name: /^(Create|Edit) app$/ });
  return {
    form,
    appName: form.getByLabel('App Name', { exact: true }),
    bundleIdentifier: form.getByLabel('Bundle Identifier', { exact: true }),
    appType: form.getByLabel('App Type', { exact: true }),
    free: form.getByRole('radio', { name: 'Free' }),
    paid: form.getByRole('radio', { name: 'Paid' }),
    price: form.getByLabel('Price', { exact: true }),
    currency: form.getByLabel('Currency', { exact: true }),
    shortDescription: form.getByLabel('Short Description', { exact: true }),
    longDescription: form.getByLabel('Long Description', { exact: true }),
    vmupack: form.getByLabel('App Binary (.vmupack)', { exact: true }),
    version: form.getByLabel('Version (from package)', { exact: true }),
    releaseNotes: form.getByLabel('Release Notes', { exact: true }),
    pegiRating: form.getByLabel('PEGI Rating', { exact: true }),
    vmuIcon: form.getByLabel('VMU Icon', { exact: true }),
    webIcon: form.getByLabel('Web Icon', { exact: true }),
    heroBanner: form.getByLabel('Hero Banner', { exact: true }),
    vmuBanner: form.getByLabel('VMU Banner', { exact: true }),
    screenshots: form.getByLabel('Screenshots', { exact: true }),
    termsUrl: form.getByLabel('Terms and Conditions URL', { exact: true }),
    privacyUrl: form.getByLabel('Privacy Policy URL', { exact: true }),
    saveDraft: form.getByRole('button', { name: 'Save Draft' }),
    submit: form.getByRole('button', { name: 'Submit for Review' }),
    alert: (text: string): Locator => form.getByRole('alert').filter({ hasText: text }),
  };
}

/**
 * Holds the answers to requests matching `matches` until `release()` is called, so a journey
 * can see the state the page is in while it waits (an upload's progress, a running check).
 */
export async function holdRequests(
  page: Page,
  url: string,
  matches: (route: Route) => boolean,
): Promise<{ release: () => Promise<void>; held: () => number }> {
  const waiting: Route[] = [];
  let open = false;
  await page.route(url, async (route) => {
    if (open || !matches(route)) return route.fallback();
    waiting.push(route);
  });
  return {
    held: () => waiting.length,
    release: async () => {
      open = true;
      await Promise.all(waiting.splice(0).map((route) => route.continue()));
      await page.unroute(url);
    },
  };
}
