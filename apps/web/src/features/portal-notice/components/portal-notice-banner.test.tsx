import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { PortalNoticeQuery } from '../api/get-portal-notice';
import { PortalNoticeBanner } from './portal-notice-banner';

const NOW = new Date('2026-11-25T10:00:00.000Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE).toISOString();
const MESSAGE = 'Reviews take up to five business days this week.';

function serve(startsIn: number, endsIn: number | null) {
  answer(PortalNoticeQuery, () => ({
    portalNotice: {
      message: MESSAGE,
      startsAt: at(startsIn),
      endsAt: endsIn === null ? null : at(endsIn),
    },
  }));
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date', 'setTimeout', 'clearTimeout'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
});

const notice = () => screen.queryByRole('complementary', { name: 'Notice' });

describe('the portal notice', () => {
  it('without an end, shows from its start on', async () => {
    serve(-60 * 24 * 365, null);
    renderScreen(<PortalNoticeBanner />);
    expect(await screen.findByRole('complementary', { name: 'Notice' })).toHaveTextContent(MESSAGE);
  });

  it('shows from its start until its end, without a reload', async () => {
    serve(2, 5);
    renderScreen(<PortalNoticeBanner />);
    await act(() => vi.advanceTimersByTimeAsync(MINUTE));
    expect(notice()).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(MINUTE + 100));
    expect(await screen.findByRole('complementary', { name: 'Notice' })).toHaveTextContent(MESSAGE);
    await expectNoAxeViolations();
    await act(() => vi.advanceTimersByTimeAsync(3 * MINUTE + 100));
    expect(notice()).not.toBeInTheDocument();
  });

  it('is hidden for the rest of the session once dismissed', async () => {
    serve(-1, 60);
    const first = renderScreen(<PortalNoticeBanner />);
    await userEvent.click(await screen.findByRole('button', { name: 'Hide this notice' }));
    expect(notice()).not.toBeInTheDocument();
    first.unmount();
    renderScreen(<PortalNoticeBanner />);
    // The same notice on the next page stays hidden.
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(notice()).not.toBeInTheDocument();
  });

  it('shows nothing when there is no notice', async () => {
    answer(PortalNoticeQuery, () => ({ portalNotice: null }));
    renderScreen(<PortalNoticeBanner />);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(notice()).not.toBeInTheDocument();
  });
});
