import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { adminApplication, serveApps } from '@/testing/admin-apps';
import { pendingDeveloper, serveDevelopers } from '@/testing/admin-developers';
import { expectNoAxeViolations } from '@/testing/axe';
import { sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { RejectApplicationMutation } from '../api/reject-application';
import { RejectDeveloperAccountMutation } from '../api/reject-developer-account';
import { AppReview } from './app-review';
import { DeveloperReview } from './developer-review';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

// The reasons staff saved on /admin/settings (decision 0049) are offered in the reject dialogs:
// picking one fills the reason, which stays editable; the reason is still checked as before.
const savedReasons = [
  { id: 'r1', title: 'Crashes on start', body: 'The app closes as soon as it opens.' },
  { id: 'r2', title: 'Icon unclear', body: 'Please use a clearer icon.' },
];

beforeEach(() => {
  vi.clearAllMocks();
});

describe('saved rejection reasons in the reject dialogs', () => {
  it('fill an app rejection’s reason, which stays editable and is sent as edited', async () => {
    serveApps({ pages: [{ items: [adminApplication()], nextToken: null }], savedReasons });
    renderScreen(<AppReview />);
    const app = within(await screen.findByRole('article', { name: 'Pocket Chess' }));
    await userEvent.click(app.getByRole('button', { name: 'Reject' }));

    const dialog = within(await screen.findByRole('dialog', { name: 'Reject Application' }));
    const picker = await dialog.findByLabelText('Saved reason');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a saved reason to fill in…', 'Crashes on start', 'Icon unclear']);
    await userEvent.selectOptions(picker, 'Icon unclear');
    const reason = dialog.getByLabelText('Rejection Reason *');
    expect(reason).toHaveValue('Please use a clearer icon.');
    await userEvent.type(reason, ' The current one is blurry.');
    await expectNoAxeViolations();
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));

    await vi.waitFor(() =>
      expect(sentVariables(RejectApplicationMutation)).toEqual([
        {
          appId: adminApplication().appId,
          reason: 'Please use a clearer icon. The current one is blurry.',
        },
      ]),
    );
  });

  it('fill a developer rejection’s reason', async () => {
    serveDevelopers({ pages: [{ items: [pendingDeveloper()], nextToken: null }], savedReasons });
    renderScreen(<DeveloperReview />);
    const grace = within(await screen.findByRole('article', { name: 'Grace Hopper' }));
    await userEvent.click(grace.getByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject developer account' }));
    await userEvent.selectOptions(await dialog.findByLabelText('Saved reason'), 'Crashes on start');
    expect(dialog.getByLabelText('Please provide a reason for rejection:')).toHaveValue(
      'The app closes as soon as it opens.',
    );
    await userEvent.click(dialog.getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() =>
      expect(sentVariables(RejectDeveloperAccountMutation)).toEqual([
        expect.objectContaining({ notes: 'The app closes as soon as it opens.' }),
      ]),
    );
  });

  it('offers no choice when staff saved none', async () => {
    serveDevelopers({ pages: [{ items: [pendingDeveloper()], nextToken: null }] });
    renderScreen(<DeveloperReview />);
    const grace = within(await screen.findByRole('article', { name: 'Grace Hopper' }));
    await userEvent.click(grace.getByRole('button', { name: 'Reject' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Reject developer account' }));
    await dialog.findByLabelText('Please provide a reason for rejection:');
    // Give the saved reasons' query time to answer: still nothing to pick.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(dialog.queryByLabelText('Saved reason')).not.toBeInTheDocument();
  });
});
