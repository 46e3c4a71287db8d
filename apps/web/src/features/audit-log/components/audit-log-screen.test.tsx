import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, networkError, sentVariables } from '@/testing/graphql';
import { expectLocation, renderScreen } from '@/testing/render';
import { AuditActorsQuery } from '../api/list-audit-actors';
import { AuditEventsQuery, type AuditEvent } from '../api/list-audit-events';
import { AUDIT_EMPTY, AUDIT_MORE_NOT_LOADED, AuditLogScreen } from './audit-log-screen';

const GRACE = { id: 'u-grace', name: 'Grace Hopper', email: 'grace@vmu.example' };
const LINUS = { id: 'u-linus', name: 'Linus Admin', email: 'linus@vmu.example' };

function event(overrides: Partial<AuditEvent> = {}): AuditEvent {
  return {
    id: 'e1',
    action: 'CHANGE_SETTING',
    actor: GRACE,
    targetType: 'SETTING',
    targetId: 'support-email',
    targetLabel: 'Support address',
    reason: null,
    details: [
      { label: 'Before', value: '(none)' },
      { label: 'After', value: 'desk@vmu.example' },
    ],
    createdAt: '2026-11-25T09:30:00.000Z',
    ...overrides,
  };
}

const REJECTION = event({
  id: 'e2',
  action: 'REJECT_APP',
  actor: LINUS,
  targetType: 'APPLICATION',
  targetId: 'app-1',
  targetLabel: 'Star Hopper',
  reason: 'Crashes on start',
  details: [
    { label: 'Status before', value: 'Under Review' },
    { label: 'Status after', value: 'Rejected' },
  ],
  createdAt: '2026-11-24T09:30:00.000Z',
});

function serve(
  pages: Record<string, { items: AuditEvent[]; nextToken: string | null } | Response>,
) {
  answer(AuditActorsQuery, () => ({ auditActors: [GRACE, LINUS] }));
  answer(AuditEventsQuery, ({ nextToken }) => {
    const page = pages[nextToken ?? 'first'];
    if (!page) throw new Error(`no page ${nextToken}`);
    return page instanceof Response ? page : { auditEvents: page };
  });
}

const open = (url = '/admin/audit') =>
  renderScreen(
    <main>
      <AuditLogScreen />
    </main>,
    { url, path: '/admin/audit' },
  );

describe('/admin/audit', () => {
  it('lists staff actions with who, when, what, why and the details', async () => {
    serve({ first: { items: [event(), REJECTION], nextToken: null } });
    open();
    const setting = await screen.findByRole('article', {
      name: 'Setting changed: Support address',
    });
    expect(within(setting).getByText(formatDateTime('2026-11-25T09:30:00.000Z'))).toBeVisible();
    expect(within(setting).getByText('desk@vmu.example')).toBeVisible();
    const rejection = within(screen.getByRole('article', { name: 'App rejected: Star Hopper' }));
    expect(rejection.getByText('Crashes on start')).toBeVisible();
    expect(rejection.getByText('Linus Admin')).toBeVisible();
    expect(rejection.getByText('Rejected')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    await expectNoAxeViolations();
  });

  it('filters by staff member, action and target, keeping the filter in the address', async () => {
    serve({ first: { items: [REJECTION], nextToken: null } });
    open();
    await screen.findByRole('article', { name: 'App rejected: Star Hopper' });
    await userEvent.selectOptions(screen.getByLabelText('Action'), 'App rejected');
    await userEvent.selectOptions(
      screen.getByLabelText('Staff member'),
      'Linus Admin (linus@vmu.example)',
    );
    // The list reloads for the new filter: its row is a new one.
    const row = await screen.findByRole('article', { name: 'App rejected: Star Hopper' });
    await userEvent.click(within(row).getByRole('button', { name: 'Show only app Star Hopper' }));
    await expectLocation(
      '/admin/audit?action=REJECT_APP&actor=u-linus&targetType=APPLICATION&target=app-1&targetName=Star+Hopper',
    );
    expect(await screen.findByText('Star Hopper', { selector: 'strong' })).toBeVisible();
    await waitFor(() =>
      expect(sentVariables(AuditEventsQuery).at(-1)).toEqual({
        filter: {
          action: 'REJECT_APP',
          actorId: 'u-linus',
          targetType: 'APPLICATION',
          targetId: 'app-1',
        },
        limit: 50,
        nextToken: null,
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show every app' }));
    await expectLocation('/admin/audit?action=REJECT_APP&actor=u-linus&targetType=APPLICATION');
  });

  it('reads a filter from the address, ignoring a target without its kind', async () => {
    serve({ first: { items: [], nextToken: null } });
    open('/admin/audit?action=GRANT_ADMIN&target=u-1');
    expect(await screen.findByText(AUDIT_EMPTY)).toBeVisible();
    expect(sentVariables(AuditEventsQuery)[0]).toEqual({
      filter: { action: 'GRANT_ADMIN', actorId: null, targetType: null, targetId: null },
      limit: 50,
      nextToken: null,
    });
  });

  it('loads more, and keeps the rows when the next page fails', async () => {
    serve({
      first: { items: [event()], nextToken: 'page-2' },
      'page-2': networkError(),
    });
    open();
    await screen.findByRole('article', { name: 'Setting changed: Support address' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(AUDIT_MORE_NOT_LOADED)).toBeVisible();
    expect(screen.getByRole('article', { name: 'Setting changed: Support address' })).toBeVisible();
  });
});
