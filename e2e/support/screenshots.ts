import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

/**
 * A full-page screenshot into E2E_SHOTS_DIR, named by screen and project, for people who want to
 * look at the layouts by eye (`E2E_SHOTS_DIR=/tmp/shots npm test -w @vmu/e2e`). Nothing compares
 * them, so without the variable (CI) none is taken.
 */
export async function saveScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const dir = process.env.E2E_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  // Web fonts still loading would be drawn in the fallback face.
  await page.evaluate(() => document.fonts.ready);
  await page.screenshot({
    // A screen named by its path ('auth/login') stays one file, not a folder.
    path: join(dir, `${name.replace(/[^\w.-]+/g, '-')}-${testInfo.project.name}.png`),
    fullPage: true,
  });
}
