import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  PORTAL_NOTICE_END_BEFORE_START,
  SAVED_REASON_TITLE_REQUIRED,
  SAVED_REASONS_LIMIT_REACHED,
  STAFF_TWO_FACTOR_OWN_FIRST,
  SUPPORT_EMAIL_INVALID,
} from '@vmu/domain';
import { SavedRejectionReasonsQuery } from '@/lib/api/saved-rejection-reasons';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { PortalSettingsQuery, type PortalSettings } from '../api/get-portal-settings';
import {
  AddSavedRejectionReasonMutation,
  RemoveSavedRejectionReasonMutation,
  ReorderSavedRejectionReasonsMutation,
} from '../api/manage-saved-reasons';
import { SetStaffTwoFactorRequiredMutation } from '../api/set-staff-two-factor-required';
import { UpdatePortalNoticeMutation } from '../api/update-portal-notice';
import { UpdateSupportEmailMutation } from '../api/update-support-email';
import { fromLocalInput } from '../notice-times';
import { PortalSettingsScreen } from './portal-settings-screen';
import { NO_SAVED_REASONS } from './saved-reasons-section';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const SETTINGS: PortalSettings = {
  supportEmail: null,
  effectiveSupportEmail: 'help@vmu.example',
  staffTwoFactorRequired: false,
  updatedAt: null,
  notice: null,
};
const REASONS = [
  { id: 'r1', title: 'Crashes on start', body: 'The app closes at once.' },
  { id: 'r2', title: 'Icon unclear', body: 'Please use a clearer icon.' },
];

function serve(reasons = REASONS, settings = SETTINGS) {
  answer(PortalSettingsQuery, () => ({ portalSettings: settings }));
  answer(SavedRejectionReasonsQuery, () => ({ savedRejectionReasons: reasons }));
  answer(UpdateSupportEmailMutation, ({ supportEmail }) => ({
    updateSupportEmail: { ...settings, supportEmail, effectiveSupportEmail: supportEmail },
  }));
  answer(UpdatePortalNoticeMutation, ({ notice }) => ({
    updatePortalNotice: {
      ...settings,
      notice: notice
        ? { message: notice.message, startsAt: notice.startsAt, endsAt: notice.endsAt }
        : null,
    },
  }));
}

const region = async (name: string) => within(await screen.findByRole('region', { name }));

beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});

describe('/admin/settings', () => {
  it('lists the saved reasons in order and every setting, without axe violations', async () => {
    serve();
    // In the app the shell's main landmark holds the screen.
    renderScreen(
      <main>
        <PortalSettingsScreen />
      </main>,
    );
    const reasons = await region('Saved rejection reasons');
    const items = await reasons.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'Crashes on start',
      'Icon unclear',
    ]);
    expect(reasons.getByRole('button', { name: 'Move Crashes on start up' })).toBeDisabled();
    expect(reasons.getByRole('button', { name: 'Move Icon unclear down' })).toBeDisabled();
    const support = await region('Support address');
    expect(support.getByText(/the server's own address, help@vmu.example, is used/)).toBeVisible();
    expect(
      (await region("Notice on the portal's pages")).getByText('No notice is shown.'),
    ).toBeVisible();
    expect(
      (await region('Two-factor sign-in for staff')).getByRole('switch', {
        name: 'Require two-factor sign-in for staff',
      }),
    ).not.toBeChecked();
    await expectNoAxeViolations();
  });

  it('adds a saved reason after saying what is missing, and says when there are none', async () => {
    serve([]);
    renderScreen(<PortalSettingsScreen />);
    const reasons = await region('Saved rejection reasons');
    expect(await reasons.findByText(NO_SAVED_REASONS)).toBeVisible();
    answer(AddSavedRejectionReasonMutation, ({ input }) => ({
      addSavedRejectionReason: { id: 'r9', ...input },
    }));
    await userEvent.click(reasons.getByRole('button', { name: 'Add reason' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add saved reason' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Add reason' }));
    expect(dialog.getByText(SAVED_REASON_TITLE_REQUIRED)).toBeVisible();
    expect(sentVariables(AddSavedRejectionReasonMutation)).toHaveLength(0);
    await userEvent.type(dialog.getByLabelText('Title *'), ' Blurry icon ');
    await userEvent.type(dialog.getByLabelText('Reason *'), 'Make it sharper.');
    await userEvent.click(dialog.getByRole('button', { name: 'Add reason' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved reason added'));
    expect(sentVariables(AddSavedRejectionReasonMutation)).toEqual([
      { input: { title: 'Blurry icon', body: 'Make it sharper.' } },
    ]);
  });

  it('keeps the dialog open with the server’s refusal', async () => {
    serve();
    answer(AddSavedRejectionReasonMutation, () => {
      throw new GraphQLRequestError(
        'SAVED_REASONS_LIMIT_REACHED',
        SAVED_REASONS_LIMIT_REACHED,
        409,
      );
    });
    renderScreen(<PortalSettingsScreen />);
    const reasons = await region('Saved rejection reasons');
    await reasons.findAllByRole('listitem');
    await userEvent.click(reasons.getByRole('button', { name: 'Add reason' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add saved reason' }));
    await userEvent.type(dialog.getByLabelText('Title *'), 'One more');
    await userEvent.type(dialog.getByLabelText('Reason *'), 'Text');
    await userEvent.click(dialog.getByRole('button', { name: 'Add reason' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(SAVED_REASONS_LIMIT_REACHED);
  });

  it('moves a reason down and removes one after asking', async () => {
    serve();
    answer(ReorderSavedRejectionReasonsMutation, ({ ids }) => ({
      reorderSavedRejectionReasons: [ids].flat().map((id) => REASONS.find((r) => r.id === id)!),
    }));
    answer(RemoveSavedRejectionReasonMutation, ({ id }) => ({
      removeSavedRejectionReason: { id },
    }));
    renderScreen(<PortalSettingsScreen />);
    const reasons = await region('Saved rejection reasons');
    await userEvent.click(
      await reasons.findByRole('button', { name: 'Move Crashes on start down' }),
    );
    await waitFor(() =>
      expect(sentVariables(ReorderSavedRejectionReasonsMutation)).toEqual([{ ids: ['r2', 'r1'] }]),
    );
    await userEvent.click(reasons.getByRole('button', { name: 'Remove Icon unclear' }));
    const confirm = within(screen.getByRole('dialog', { name: 'Remove saved reason?' }));
    await userEvent.click(confirm.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Saved reason removed'));
    expect(sentVariables(RemoveSavedRejectionReasonMutation)).toEqual([{ id: 'r2' }]);
  });

  it('checks the support address before sending it', async () => {
    serve();
    renderScreen(<PortalSettingsScreen />);
    const support = await region('Support address');
    const field = support.getByLabelText('Support address');
    await userEvent.type(field, 'desk at vmu');
    await userEvent.click(support.getByRole('button', { name: 'Save address' }));
    expect(support.getByText(SUPPORT_EMAIL_INVALID)).toBeVisible();
    expect(field).toHaveFocus();
    expect(sentVariables(UpdateSupportEmailMutation)).toHaveLength(0);
    await userEvent.clear(field);
    await userEvent.type(field, 'desk@vmu.example');
    await userEvent.click(support.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Support address saved'));
    expect(sentVariables(UpdateSupportEmailMutation)).toEqual([
      { supportEmail: 'desk@vmu.example' },
    ]);
  });

  it('refuses a notice ending before it starts, then sends its times as instants', async () => {
    serve();
    renderScreen(<PortalSettingsScreen />);
    const notice = await region("Notice on the portal's pages");
    await userEvent.type(notice.getByLabelText('Notice text'), 'Maintenance tonight');
    await userEvent.type(notice.getByLabelText('Starts'), '2099-01-02T20:00');
    await userEvent.type(notice.getByLabelText('Ends'), '2099-01-02T19:00');
    await userEvent.click(notice.getByRole('button', { name: 'Save notice' }));
    expect(notice.getByText(PORTAL_NOTICE_END_BEFORE_START)).toBeVisible();
    expect(sentVariables(UpdatePortalNoticeMutation)).toHaveLength(0);
    await userEvent.clear(notice.getByLabelText('Ends'));
    await userEvent.type(notice.getByLabelText('Ends'), '2099-01-02T22:00');
    await userEvent.click(notice.getByRole('button', { name: 'Save notice' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Notice saved'));
    expect(sentVariables(UpdatePortalNoticeMutation)).toEqual([
      {
        notice: {
          message: 'Maintenance tonight',
          startsAt: fromLocalInput('2099-01-02T20:00').toISOString(),
          endsAt: fromLocalInput('2099-01-02T22:00').toISOString(),
        },
      },
    ]);
  });

  it('saves a notice without an end, shown until staff take it down', async () => {
    serve();
    renderScreen(<PortalSettingsScreen />);
    const notice = await region("Notice on the portal's pages");
    await userEvent.type(notice.getByLabelText('Notice text'), 'Reviews take longer');
    await userEvent.type(notice.getByLabelText('Starts'), '2099-01-02T20:00');
    await userEvent.click(notice.getByRole('button', { name: 'Save notice' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Notice saved'));
    expect(sentVariables(UpdatePortalNoticeMutation)).toEqual([
      {
        notice: {
          message: 'Reviews take longer',
          startsAt: fromLocalInput('2099-01-02T20:00').toISOString(),
          endsAt: null,
        },
      },
    ]);
  });

  it('says why the two-factor requirement could not be turned on', async () => {
    serve();
    answer(SetStaffTwoFactorRequiredMutation, () => {
      throw new GraphQLRequestError('TWO_FACTOR_NOT_ENABLED', STAFF_TWO_FACTOR_OWN_FIRST, 409);
    });
    renderScreen(<PortalSettingsScreen />);
    const section = await region('Two-factor sign-in for staff');
    const toggle = section.getByRole('switch', { name: 'Require two-factor sign-in for staff' });
    await userEvent.click(toggle);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The change could not be saved. Please try again.', {
        description: STAFF_TWO_FACTOR_OWN_FIRST,
      }),
    );
    expect(toggle).not.toBeChecked();
    expect(sentVariables(SetStaffTwoFactorRequiredMutation)).toEqual([{ required: true }]);
  });
});
