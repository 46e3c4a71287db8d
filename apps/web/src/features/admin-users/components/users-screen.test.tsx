import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { AdminUsersQuery, type AdminUser } from '../api/list-admin-users';
import { UsersScreen } from './users-screen';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const account = (id: string, overrides: Partial<AdminUser> = {}): AdminUser => ({
  id,
  name: `User ${id}`,
  email: `${id}@example.com`,
  role: 'DEVELOPER',
  developerStatus: 'verified',
  createdAt: '2026-11-01T10:00:00.000Z',
  lastSignInAt: null,
  deletedAt: null,
  suspension: null,
  ...overrides,
});

describe('UsersScreen', () => {
  it('sends the search and filters to the server and pages with Load more', async () => {
    const user = userEvent.setup();
    answer(AdminUsersQuery, ({ nextToken, search }) => {
      if (search) return { adminUsers: { items: [account('ada')], nextToken: null } };
      return nextToken
        ? { adminUsers: { items: [account('b')], nextToken: null } }
        : {
            adminUsers: {
              items: [
                account('a', {
                  suspension: {
                    reason: 'Spam',
                    suspendedAt: '2026-11-02T10:00:00.000Z',
                    suspendedByName: 'Staff',
                    suspendedApplicationCount: 0,
                  },
                }),
              ],
              nextToken: 'page-2',
            },
          };
    });
    const sent = sentVariables(AdminUsersQuery);
    renderScreen(
      <main>
        <UsersScreen />
      </main>,
    );

    const list = await screen.findByRole('list', { name: 'Users' });
    const first = within(list).getByRole('listitem');
    expect(first).toHaveTextContent('a@example.com');
    expect(first).toHaveTextContent('Suspended');
    expect(first).toHaveTextContent('Never');
    expect(within(first).getByRole('link', { name: 'User a' })).toHaveAttribute(
      'href',
      '/admin/users/a',
    );
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(2));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Role' }), 'Admin');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Suspended');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), '  ada ');
    await waitFor(() =>
      expect(sent.at(-1)).toEqual({
        limit: 50,
        nextToken: null,
        search: 'ada',
        role: 'ADMIN',
        status: 'SUSPENDED',
      }),
    );
    expect(sent[0]).toEqual({ limit: 50, nextToken: null, search: null, role: null, status: null });
    expect(sent[1]).toMatchObject({ nextToken: 'page-2' });
    expect(await screen.findByText('ada@example.com')).toBeVisible();
  });

  it('says when nothing matches', async () => {
    const user = userEvent.setup();
    answer(AdminUsersQuery, () => ({ adminUsers: { items: [], nextToken: null } }));
    renderScreen(<UsersScreen />);
    await user.type(await screen.findByRole('searchbox', { name: 'Search' }), 'nobody');
    expect(await screen.findByText('Try adjusting your search or filters')).toBeVisible();
  });
});
