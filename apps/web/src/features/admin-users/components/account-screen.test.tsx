import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { LAST_ADMIN_MESSAGE, STAFF_REASON_REQUIRED } from '@vmu/domain';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { RevokeAdminMutation, SuspendAccountMutation } from '../api/account-actions';
import { AdminUserDetailsQuery, type AdminUserDetails } from '../api/get-admin-user';
import { AccountScreen } from './account-screen';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

// The admin shell's main landmark holds every screen.
const renderInShell = (element: React.ReactElement) => renderScreen(<main>{element}</main>);

beforeEach(() => {
  vi.mocked(toast.success).mockReset();
});

const ADA = {
  id: 'user-ada',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  role: 'DEVELOPER',
  developerStatus: 'verified',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: '2026-11-20T09:30:00.000Z',
  deletedAt: null,
  suspension: null,
} as const satisfies AdminUserDetails['user'];

function details(user: AdminUserDetails['user'] = ADA): AdminUserDetails {
  return {
    user,
    profile: {
      personalInfo: { firstName: 'Ada', lastName: 'Lovelace', city: 'London', country: 'GB' },
      businessInfo: { accountType: 'individual', companyName: null, legalName: 'Ada Lovelace' },
      developerStatus: { verifiedAt: '2026-11-02T10:00:00.000Z' },
    },
    applications: [
      {
        id: 'app-1',
        appName: 'Comet Chase',
        status: 'LIVE',
        updatedAt: '2026-11-10T10:00:00.000Z',
      },
    ],
    applicationCount: 1,
    sessions: [
      {
        id: 's1',
        device: 'Firefox on Linux',
        ipAddress: '10.0.0.1',
        signedInAt: '2026-11-20T09:30:00.000Z',
        lastUsedAt: '2026-11-21T09:30:00.000Z',
      },
    ],
    history: [
      {
        id: 'h1',
        action: 'SUSPEND_APP',
        appName: 'Comet Chase',
        reason: 'Broken download',
        actorName: 'Margaret Hamilton',
        createdAt: '2026-11-05T10:00:00.000Z',
      },
    ],
  };
}

describe('AccountScreen', () => {
  it("shows the account's profile, apps, devices and history", async () => {
    answer(AdminUserDetailsQuery, () => ({ adminUser: details() }));
    renderInShell(<AccountScreen userId="user-ada" viewerId="user-staff" />);

    expect(await screen.findByRole('heading', { level: 1, name: 'Ada Lovelace' })).toBeVisible();
    expect(screen.getByText('Comet Chase')).toBeInTheDocument();
    expect(screen.getByText('Firefox on Linux')).toBeInTheDocument();
    expect(screen.getByText('App suspended: Comet Chase')).toBeInTheDocument();
    expect(screen.getByText('Broken download')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Make admin' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('says a deleted account was deleted and offers no action on it', async () => {
    answer(AdminUserDetailsQuery, () => ({
      adminUser: details({
        ...ADA,
        name: 'Deleted account',
        email: 'deleted-user-ada@deleted.invalid',
        deletedAt: '2026-11-25T10:00:00.000Z',
      }),
    }));
    renderInShell(<AccountScreen userId="user-ada" viewerId="user-staff" />);

    expect(
      await screen.findByText(
        /This account was deleted on .+\. Staff cannot change a deleted account\./,
      ),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /admin|account/i })).toBeNull();
    await expectNoAxeViolations();
  });

  it('offers nothing on the admin’s own account', async () => {
    answer(AdminUserDetailsQuery, () => ({ adminUser: details({ ...ADA, role: 'ADMIN' }) }));
    renderInShell(<AccountScreen userId="user-ada" viewerId="user-ada" />);

    expect(
      await screen.findByText('This is your own account. Another admin can change its access.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: /admin|account/i })).toBeNull();
  });

  it('suspends only with a reason, and sends the trimmed reason', async () => {
    const user = userEvent.setup();
    answer(AdminUserDetailsQuery, () => ({ adminUser: details() }));
    answer(SuspendAccountMutation, ({ reason }) => ({
      suspendAccount: {
        ...ADA,
        suspension: {
          reason,
          suspendedAt: '2026-11-22T10:00:00.000Z',
          suspendedByName: 'Margaret Hamilton',
          suspendedApplicationCount: 1,
        },
      },
    }));
    const sent = sentVariables(SuspendAccountMutation);
    renderInShell(<AccountScreen userId="user-ada" viewerId="user-staff" />);

    await user.click(await screen.findByRole('button', { name: 'Suspend account' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Suspend Account' }));
    await user.click(dialog.getByRole('button', { name: 'Suspend account' }));
    expect(dialog.getByText(STAFF_REASON_REQUIRED)).toBeVisible();
    expect(sent).toHaveLength(0);
    await expectNoAxeViolations();

    await user.type(dialog.getByLabelText('Reason'), '  Pirated music  ');
    await user.click(dialog.getByRole('button', { name: 'Suspend account' }));
    await vi.waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith("Ada Lovelace's account has been suspended"),
    );
    expect(sent).toEqual([{ userId: 'user-ada', reason: 'Pirated music' }]);
  });

  it("shows the server's refusal in the dialog", async () => {
    const user = userEvent.setup();
    answer(AdminUserDetailsQuery, () => ({ adminUser: details({ ...ADA, role: 'ADMIN' }) }));
    answer(RevokeAdminMutation, () => {
      throw new GraphQLRequestError('LAST_ADMIN', LAST_ADMIN_MESSAGE, 409);
    });
    renderInShell(<AccountScreen userId="user-ada" viewerId="user-staff" />);

    await user.click(await screen.findByRole('button', { name: 'Remove admin' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Remove Admin' }));
    await user.type(dialog.getByLabelText('Reason'), 'Leaving');
    await user.click(dialog.getByRole('button', { name: 'Remove admin' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(LAST_ADMIN_MESSAGE);
    expect(toast.success).not.toHaveBeenCalled();
  });
});
