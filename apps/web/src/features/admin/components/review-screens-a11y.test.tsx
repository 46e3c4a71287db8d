import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { adminApplication, serveApps, updateInReview } from '@/testing/admin-apps';
import { pendingDeveloper } from '@/testing/admin-developers';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderScreen } from '@/testing/render';
import { AppPreviewDialog } from './app-preview-dialog';
import { PendingDeveloperCard } from './pending-developer-card';
import { ReviewAppCard } from './review-app-card';
import { UpdateReviewCard } from './update-review-card';
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

  it('two updates in review', async () => {
    const update = updateInReview();
    renderScreen(
      <main>
        {[update, { ...update, id: 'v-4' }].map((item) => (
          <UpdateReviewCard key={item.id} update={item} onReviewed={() => undefined} />
        ))}
      </main>,
    );
    expect(screen.getAllByRole('article')).toHaveLength(2);
    await expectNoAxeViolations();
  });

  it.each(['View Changes', 'Conversation'])('the %s dialog of an update', async (button) => {
    serveApps({ pages: [] });
    renderScreen(
      <main>
        <UpdateReviewCard update={updateInReview()} onReviewed={() => undefined} />
      </main>,
    );
    await userEvent.click(screen.getByRole('button', { name: button }));
    const dialog = await screen.findByRole('dialog');
    // Loaded: the release notes or the first message are in.
    await within(dialog).findByText(/New openings|The hints are faster now/);
    await expectNoAxeViolations();
  });
});
