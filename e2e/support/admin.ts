import { expect, type Locator, type Page, type Response } from '@playwright/test';

// Helpers for the admin screens' journeys (/admin/dashboard, /admin/developers).

export interface AdminStats {
  totalApps: number;
  pendingReview: number;
  pendingNewApps: number;
  pendingUpdates: number;
  publishedApps: number;
  totalDevelopers: number;
  pendingDevelopers: number;
}

function isOperation(response: Response, operationName: string): boolean {
  if (!response.url().endsWith('/graphql') || response.request().method() !== 'POST') return false;
  const body = response.request().postData() ?? '';
  return body.includes(`query ${operationName}`);
}

/**
 * The next answer to the page's operation `operationName` (its root field `field`). Other
 * journeys change the store at the same time, so a screen is compared with what the server
 * answered to that very request.
 */
export async function nextAnswer<T>(
  page: Page,
  operationName: string,
  field: string,
): Promise<{ wait: () => Promise<T> }> {
  const response = page.waitForResponse((r) => isOperation(r, operationName));
  return {
    wait: async () => {
      const body = (await (await response).json()) as { data: Record<string, T> };
      return body.data[field] as T;
    },
  };
}

/** The next getAdminStats answer the page receives. */
export const nextAdminStats = (page: Page) =>
  nextAnswer<AdminStats>(page, 'AdminStats', 'getAdminStats');

/** The admin dashboard's store figures (what waits, review times, payouts due). */
export interface StoreDashboard {
  reviewTimes: { all: { decisions: number; withinPromise: number } };
  pending: { newApps: number; updates: number; developers: number };
  payoutsDueThisMonth: { currency: string }[];
}

/** The next answer of the admin dashboard's store figures. */
export const nextStoreDashboard = (page: Page) =>
  nextAnswer<StoreDashboard>(page, 'StoreDashboard', 'storeFigures');

/**
 * The review card of the developer called `fullName`. The list is oldest first, 50 a page, and
 * other journeys leave pending developers behind, so it loads more pages until the card shows.
 */
export async function pendingDeveloperCard(page: Page, fullName: string): Promise<Locator> {
  const card = page.getByRole('article', { name: fullName, exact: true });
  const loadMore = page.getByRole('button', { name: 'Load more' });
  await expect(card.or(loadMore).first()).toBeVisible();
  while (!(await card.isVisible())) {
    await expect(loadMore).toBeEnabled();
    await loadMore.click();
    await expect(card.or(loadMore.and(page.locator(':enabled'))).first()).toBeVisible();
  }
  return card;
}
