import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { adminApplication } from '@/testing/admin-apps';
import { pendingDeveloper } from '@/testing/admin-developers';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen } from '@/testing/render';
import { AppPreviewDialog } from './app-preview-dialog';
import { PendingDeveloperCard } from './pending-developer-card';
import { ReviewAppCard } from './review-app-card';
import userEvent from '@testing-library/user-event';

// Lists show their cards side by side: whatever one card names, the next names again, so two
// are rendered (axe landmark-unique and the rest, every impact; decision 0021).
describe('the review screens’ cards pass axe-core', () => {
  it('two pending developers', async () => {
    renderScreen(
      <main>
        <PendingDeveloperCard developer={pendingDeveloper()} />
        <PendingDeveloperCard
          developer={pendingDeveloper({ userId: 'user-2', email: 'ada@example.com' })}
        />
      </main>,
    );
    await expectNoAxeViolations();
  });

  it('two submitted apps with screenshots', async () => {
    const app = adminApplication();
    renderScreen(
      <main>
        {[app, { ...app, appId: 'app-2', appName: 'Second App' }].map((item) => (
          <ReviewAppCard
            key={item.appId}
            app={item}
            onDownload={() => undefined}
            downloading={false}
            onReviewed={() => undefined}
          />
        ))}
      </main>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it('the store preview with its screenshot strip', async () => {
    const app = adminApplication();
    renderScreen(
      <main>
        <AppPreviewDialog app={app}>
          <button type="button">Preview</button>
        </AppPreviewDialog>
      </main>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('dialog');
    await expectNoAxeViolations();
  });
});
