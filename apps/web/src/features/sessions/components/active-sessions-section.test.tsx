import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_NOT_FOUND_MESSAGE } from '@vmu/domain';
import { formatDateTime } from '@/lib/format';
import { GraphQLRequestError } from '@/lib/graphql';
import { toast } from '@/lib/toast';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import type { ActiveSession } from '../api/fragments';
import { ActiveSessionsQuery } from '../api/list-active-sessions';
import { SignOutOtherSessionsMutation, SignOutSessionMutation } from '../api/sign-out-sessions';
import {
  ActiveSessionsSection,
  OTHER_SESSIONS_SIGNED_OUT,
  SESSION_SIGNED_OUT,
} from './active-sessions-section';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

afterEach(() => vi.clearAllMocks());

const session = (overrides: Partial<ActiveSession>): ActiveSession => ({
  id: 'session-1',
  device: 'Chrome on Windows',
  signedInAt: '2026-11-20T09:00:00.000Z',
  lastActiveAt: '2026-11-24T11:00:00.000Z',
  isCurrent: false,
  ...overrides,
});
const HERE = session({ id: 'here', isCurrent: true });
const PHONE = session({ id: 'phone', device: 'Safari on iPhone' });
const LAPTOP = session({ id: 'laptop', device: 'Firefox on Linux' });

/** The section over a fake server holding the user's sessions, which it ends as the server would. */
function showSection(sessions: ActiveSession[]) {
  const account = { sessions, gone: new Set<string>() };
  answer(ActiveSessionsQuery, () => ({ activeSessions: account.sessions }));
  answer(SignOutSessionMutation, ({ id }) => {
    if (account.gone.has(id) || !account.sessions.some((s) => s.id === id)) {
      throw new GraphQLRequestError('SESSION_NOT_FOUND', SESSION_NOT_FOUND_MESSAGE, 404);
    }
    account.sessions = account.sessions.filter((s) => s.id !== id);
    return { signOutSession: account.sessions };
  });
  answer(SignOutOtherSessionsMutation, () => {
    account.sessions = account.sessions.filter((s) => s.isCurrent);
    return { signOutOtherSessions: account.sessions };
  });
  renderScreen(
    <main>
      <ActiveSessionsSection />
    </main>,
  );
  return account;
}

const rowOf = async (device: string) =>
  (
    await within(await screen.findByRole('region', { name: 'Active sessions' })).findByText(device)
  ).closest('li')!;

describe('active sessions', () => {
  it('lists each session with its device and last use, this one marked without a Sign out', async () => {
    showSection([HERE, PHONE]);
    const here = await rowOf('Chrome on Windows');
    expect(here).toHaveTextContent('This device');
    expect(here).toHaveTextContent(`Last active ${formatDateTime(HERE.lastActiveAt)}`);
    expect(here).toHaveTextContent(`Signed in ${formatDateTime(HERE.signedInAt)}`);
    expect(within(here).queryByRole('button')).toBeNull();
    const phone = await rowOf('Safari on iPhone');
    expect(phone).not.toHaveTextContent('This device');
    await expectNoAxeViolations();
  });

  it('signs one other session out', async () => {
    showSection([HERE, PHONE, LAPTOP]);
    const phone = await rowOf('Safari on iPhone');
    await userEvent.click(
      within(phone).getByRole('button', { name: /^Sign out Safari on iPhone/ }),
    );
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(SESSION_SIGNED_OUT, {
        description: 'Safari on iPhone',
      }),
    );
    expect(sentVariables(SignOutSessionMutation)).toEqual([{ id: 'phone' }]);
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
    expect(screen.getByText('Firefox on Linux')).toBeVisible();
  });

  it('says why a session could not be signed out and shows the list as it is now', async () => {
    const account = showSection([HERE, PHONE]);
    const phone = await rowOf('Safari on iPhone');
    // Signed out meanwhile from the phone itself.
    account.gone.add('phone');
    account.sessions = [HERE];
    await userEvent.click(within(phone).getByRole('button', { name: /^Sign out/ }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('The session could not be signed out', {
        description: SESSION_NOT_FOUND_MESSAGE,
      }),
    );
    await waitFor(() => expect(screen.queryByText('Safari on iPhone')).toBeNull());
  });

  it('signs every other session out at once, then offers it no more', async () => {
    showSection([HERE, PHONE, LAPTOP]);
    const section = await screen.findByRole('region', { name: 'Active sessions' });
    await userEvent.click(
      await within(section).findByRole('button', { name: 'Sign out all other sessions' }),
    );
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith(OTHER_SESSIONS_SIGNED_OUT));
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(1));
    expect(
      within(section).queryByRole('button', { name: 'Sign out all other sessions' }),
    ).toBeNull();
  });
});
