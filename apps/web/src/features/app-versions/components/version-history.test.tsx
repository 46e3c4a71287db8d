import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GenerateVersionPackageLinkDocument } from '@/lib/api/version-download';
import { toast } from '@/lib/toast';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer, sentVariables } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import {
  VersionHistoryDocument,
  type HistoryVersion,
  type VersionHistoryApp,
} from '../api/get-version-history';
import { VersionHistory } from './version-history';

vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() } }));

const version = (overrides: Partial<HistoryVersion>): HistoryVersion => ({
  id: 'v-1',
  versionNumber: '1.0.0',
  releaseNotes: '',
  status: 'SUPERSEDED',
  isUpdate: false,
  submittedAt: '2026-01-02T10:00:00.000Z',
  decidedAt: '2026-01-03T10:00:00.000Z',
  reviewNotes: null,
  fileSize: 2048,
  messages: [],
  ...overrides,
});

const APP: VersionHistoryApp = {
  appId: 'app-1',
  appName: 'Star Hopper',
  status: 'LIVE',
  currentVersion: '1.4.2',
  openUpdate: null,
  versions: [
    version({
      id: 'v-3',
      versionNumber: '1.5.0',
      status: 'REJECTED',
      isUpdate: true,
      releaseNotes: 'New levels.\n  - Moon',
      reviewNotes: 'The moon level crashes.',
      messages: [
        {
          id: 'm-1',
          authorRole: 'REVIEWER',
          authorName: 'Rita',
          body: 'The moon level crashes.',
          createdAt: '2026-02-03T10:00:00.000Z',
        },
      ],
    }),
    version({ id: 'v-2', versionNumber: '1.4.2', status: 'LIVE', isUpdate: true }),
    version({ id: 'v-1', versionNumber: '1.0.0' }),
  ],
};

async function showHistory(app: VersionHistoryApp = APP) {
  answer(VersionHistoryDocument, () => ({ getApplication: app }));
  renderScreen(
    <main>
      <VersionHistory appId="app-1" />
    </main>,
    { url: '/apps/app-1/versions' },
  );
  return screen.findByRole('list', { name: 'Versions' });
}

describe('VersionHistory', () => {
  it('lists every version with its status, kind, notes and the reviewer’s reason', async () => {
    const list = await showHistory();
    const cards = within(list).getAllByRole('region');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(['v1.5.0', 'v1.4.2', 'v1.0.0']);
    expect(cards[0]).toHaveTextContent('Rejected');
    expect(cards[0]).toHaveTextContent('Update');
    expect(cards[0]).toHaveTextContent('The moon level crashes.');
    expect(within(cards[0]!).getByText(/New levels\./).textContent).toBe('New levels.\n  - Moon');
    expect(within(cards[0]!).getByRole('list', { name: 'Conversation' })).toBeInTheDocument();
    expect(within(cards[0]!).getByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(cards[1]).toHaveTextContent('Live');
    expect(cards[2]).toHaveTextContent('Superseded');
    expect(cards[2]).toHaveTextContent('First release');
    expect(cards[2]).toHaveTextContent('2 KB');
    expect(within(cards[2]!).queryByText(/Conversation/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit New Version' })).toHaveAttribute(
      'href',
      '/apps/app-1/versions/new',
    );
    await expectNoAxeViolations();
  });

  it('offers no new version while an update is in review', async () => {
    await showHistory({ ...APP, openUpdate: { id: 'v-4', status: 'IN_REVIEW' } });
    expect(screen.queryByRole('link', { name: 'Submit New Version' })).not.toBeInTheDocument();
  });

  it('downloads a version’s package through an expiring link', async () => {
    answer(GenerateVersionPackageLinkDocument, () => ({
      generateVersionDownloadUrl: {
        downloadUrl: '/files/download/token-1',
        expiresIn: 300,
        fileName: 'star_hopper-1.4.2.vmupack',
      },
    }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await showHistory();
    await userEvent.click(screen.getByRole('button', { name: 'Download package of v1.4.2' }));
    await vi.waitFor(() => expect(click).toHaveBeenCalledOnce());
    const anchor = click.mock.contexts[0] as HTMLAnchorElement;
    expect(anchor.getAttribute('href')).toBe('/files/download/token-1');
    expect(anchor.download).toBe('star_hopper-1.4.2.vmupack');
    expect(sentVariables(GenerateVersionPackageLinkDocument)).toEqual([{ versionId: 'v-2' }]);
    expect(toast.success).toHaveBeenCalledWith('Downloaded Star Hopper v1.4.2 vmupack');
    click.mockRestore();
  });
});
