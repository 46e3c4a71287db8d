import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '@/lib/graphql';
import { sentVariables } from '@/testing/graphql';
import { application, serveMyApps } from '@/testing/my-apps';
import { renderScreen } from '@/testing/render';
import { DeveloperApplicationsQuery } from '../api/list-developer-applications';
import { MyApplications } from './my-applications';

vi.mock('@/lib/toast', () => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

beforeEach(() => {
  vi.restoreAllMocks();
});

const listCalls = () => sentVariables(DeveloperApplicationsQuery);
const location = () => screen.getByTestId('location').textContent;

describe('My Applications', () => {
  it('lists the apps with every card field', async () => {
    serveMyApps({
      pages: [
        {
          items: [
            application({
              status: 'LIVE',
              visibility: 'PUBLIC',
              currency: 'EUR',
              assets: { webIcon: { url: '/files/icon.png' } },
            }),
            application({
              appId: 'app-2',
              appName: 'zen garden',
              status: 'SUBMITTED',
              price: 0,
              analytics: {
                totalDownloads: 0,
                activeUsers: 0,
                revenue: { gross: 0, net: 0, platformFee: 0 },
              },
            }),
          ],
          nextToken: null,
        },
      ],
    });
    const { container } = renderScreen(<MyApplications />, { url: '/apps' });
    const chess = await screen.findByRole('article', { name: 'Pocket Chess' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Applications' })).toBeInTheDocument();
    expect(within(chess).getByText('Published')).toBeInTheDocument();
    expect(within(chess).getByText('v1.2.0')).toBeInTheDocument();
    expect(within(chess).getByText('Chess puzzles for the VMU Pro.')).toBeInTheDocument();
    // The developer's share (net less the platform's), named as every screen names it.
    expect(within(chess).getByText('Developer’s share (75%)')).toBeInTheDocument();
    expect(within(chess).getByText('€833.40')).toBeInTheDocument();
    expect(within(chess).getByText('12,345')).toBeInTheDocument();
    expect(within(chess).getByText('678')).toBeInTheDocument();
    expect(within(chess).getByText('Public')).toBeInTheDocument();
    expect(within(chess).getByText('Nov 20, 2026')).toHaveAttribute(
      'datetime',
      '2026-11-20T10:00:00.000Z',
    );
    expect(container.querySelector('img[src="/files/icon.png"]')).not.toBeNull();

    const zen = screen.getByRole('article', { name: 'zen garden' });
    expect(within(zen).getByText('Under Review')).toBeInTheDocument();
    expect(within(zen).getByText('Private')).toBeInTheDocument();
    // A free app that never sold is "Free", never "$0.00" beside another currency's figures.
    expect(within(zen).getByText('Free')).toBeInTheDocument();
    // No web icon: the name's first letter, capitalised.
    expect(within(zen).getByText('Z')).toBeInTheDocument();
    expect(listCalls()).toEqual([{ limit: 50, nextToken: null, status: null, search: null }]);
  });

  it('shows the rejection reason of a rejected app only, keeping its line breaks', async () => {
    serveMyApps({
      pages: [
        {
          items: [
            application({
              status: 'REJECTED',
              rejectionReason: 'Icon is blurry.\nScreenshots missing.',
            }),
            application({ appId: 'app-2', appName: 'Old Reason', rejectionReason: 'Stale' }),
          ],
          nextToken: null,
        },
      ],
    });
    renderScreen(<MyApplications />, { url: '/apps' });
    const chess = await screen.findByRole('article', { name: 'Pocket Chess' });
    expect(within(chess).getByRole('heading', { name: 'Rejection reason' })).toBeInTheDocument();
    const reason = within(chess).getByText(/Icon is blurry/);
    expect(reason.textContent).toBe('Icon is blurry.\nScreenshots missing.');
    expect(reason).toHaveClass('whitespace-pre-line');
    const draft = screen.getByRole('article', { name: 'Old Reason' });
    expect(within(draft).queryByText('Stale')).not.toBeInTheDocument();
  });

  it('seeds the status filter from ?status= and sends it to the server', async () => {
    serveMyApps({ pages: [{ items: [application({ status: 'SUBMITTED' })], nextToken: null }] });
    renderScreen(<MyApplications />, { url: '/apps?status=submitted' });
    await screen.findByRole('article', { name: 'Pocket Chess' });
    expect(screen.getByLabelText('Status')).toHaveValue('submitted');
    expect(listCalls()).toEqual([
      { limit: 50, nextToken: null, status: 'SUBMITTED', search: null },
    ]);
  });

  it('treats an unknown ?status= as all', async () => {
    serveMyApps({ pages: [{ items: [application()], nextToken: null }] });
    renderScreen(<MyApplications />, { url: '/apps?status=archived' });
    await screen.findByRole('article', { name: 'Pocket Chess' });
    expect(screen.getByLabelText('Status')).toHaveValue('all');
    expect(listCalls()).toEqual([{ limit: 50, nextToken: null, status: null, search: null }]);
  });

  it('keeps the chosen status in the URL', async () => {
    serveMyApps({ pages: [{ items: [application()], nextToken: null }] });
    renderScreen(<MyApplications />, { url: '/apps' });
    await screen.findByRole('article', { name: 'Pocket Chess' });
    expect(
      within(screen.getByLabelText('Status'))
        .getAllByRole('option')
        .map((option) => [option.textContent, (option as HTMLOptionElement).value]),
    ).toEqual([
      ['All', 'all'],
      ['Draft', 'draft'],
      ['Under Review', 'submitted'],
      ['Published', 'live'],
      ['Suspended', 'suspended'],
      ['Rejected', 'rejected'],
    ]);

    await userEvent.selectOptions(screen.getByLabelText('Status'), 'live');
    expect(location()).toBe('/apps?status=live');
    await waitFor(() =>
      expect(listCalls()).toContainEqual({
        limit: 50,
        nextToken: null,
        status: 'LIVE',
        search: null,
      }),
    );
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'all');
    expect(location()).toBe('/apps');
  });

  it('searches on the server once typing pauses, with the trimmed text', async () => {
    serveMyApps({ pages: [{ items: [application()], nextToken: null }] });
    renderScreen(<MyApplications />, { url: '/apps?status=draft' });
    await screen.findByRole('article', { name: 'Pocket Chess' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), '  chess ');
    await waitFor(() =>
      expect(listCalls()).toContainEqual({
        limit: 50,
        nextToken: null,
        status: 'DRAFT',
        search: 'chess',
      }),
    );
    // One request for the settled text, none per keystroke.
    expect(listCalls()).toHaveLength(2);
  });

  it('offers the first app when the developer has none', async () => {
    serveMyApps({ pages: [{ items: [], nextToken: null }] });
    renderScreen(<MyApplications />, { url: '/apps' });
    expect(
      await screen.findByRole('heading', { name: 'No applications found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create Your First App' })).toHaveAttribute(
      'href',
      '/apps/create',
    );
    expect(screen.queryByText('Try adjusting your search or filters.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create New App' })).toHaveAttribute(
      'href',
      '/apps/create',
    );
  });

  it('suggests adjusting the search or filters when a filter finds nothing', async () => {
    serveMyApps({ pages: [{ items: [], nextToken: null }] });
    renderScreen(<MyApplications />, { url: '/apps?status=suspended' });
    expect(
      await screen.findByRole('heading', { name: 'No applications found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Your First App' })).not.toBeInTheDocument();
  });

  it('suggests adjusting the search when a search finds nothing', async () => {
    serveMyApps({ pages: [{ items: [], nextToken: null }] });
    renderScreen(<MyApplications />, { url: '/apps' });
    await screen.findByRole('link', { name: 'Create Your First App' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing');
    expect(await screen.findByText('Try adjusting your search or filters.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create Your First App' })).not.toBeInTheDocument();
  });

  it('shows the failure with Retry, which loads the list again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    serveMyApps({
      pages: [{ items: [application()], nextToken: null }],
      list: () => {
        if (fail)
          throw new GraphQLRequestError('INTERNAL_SERVER_ERROR', 'Internal server error', 200);
        return { listDeveloperApplications: { items: [application()], nextToken: null } };
      },
    });
    renderScreen(<MyApplications />, { url: '/apps' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to list applications');
    expect(alert).not.toHaveTextContent('Internal server error');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article', { name: 'Pocket Chess' })).toBeInTheDocument();
  });

  it('loads the next page with the nextToken', async () => {
    serveMyApps({
      pages: [
        { items: [application()], nextToken: '1' },
        { items: [application({ appId: 'app-2', appName: 'Zen Garden' })], nextToken: null },
      ],
    });
    renderScreen(<MyApplications />, { url: '/apps' });
    await screen.findByRole('article', { name: 'Pocket Chess' });
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Zen Garden' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Pocket Chess' })).toBeInTheDocument();
    expect(listCalls()).toEqual([
      { limit: 50, nextToken: null, status: null, search: null },
      { limit: 50, nextToken: '1', status: null, search: null },
    ]);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
