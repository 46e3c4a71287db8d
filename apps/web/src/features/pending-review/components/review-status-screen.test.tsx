import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PAYOUTS_HELD_FOR_REVIEW } from '@vmu/domain';
import { GraphQLRequestError } from '@/lib/graphql';
import { expectNoAxeViolations } from '@/testing/axe';
import { answer } from '@/testing/graphql';
import { renderScreen } from '@/testing/render';
import { ReviewStatusQuery, SupportEmailQuery, type ReviewStatus } from '../api/get-review-status';
import { ReviewStatusScreen } from './review-status-screen';

/** The review status and the support address; `failProfile` answers the status with an error. */
function stubServer({
  developerStatus,
  supportEmail = 'support@vmu.example',
  failProfile = false,
}: {
  developerStatus?: ReviewStatus;
  supportEmail?: string;
  failProfile?: boolean;
}) {
  answer(SupportEmailQuery, () => ({ supportEmail }));
  answer(ReviewStatusQuery, () => {
    if (failProfile) throw new GraphQLRequestError('INTERNAL', 'boom', 200);
    return { getDeveloperProfile: developerStatus ? { developerStatus } : null };
  });
}

function openReviewStatus(onSignOut = vi.fn(async () => {})) {
  const { container } = renderScreen(
    [
      { path: '/pending-verification', element: <ReviewStatusScreen onSignOut={onSignOut} /> },
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/onboarding/developer-details', element: <p>developer details</p> },
    ],
    { url: '/pending-verification' },
  );
  return { onSignOut, container };
}

const TWO_LINE_REASON =
  'Your postal code does not match your city.\nPlease check <b>both</b> fields.';

describe('ReviewStatusScreen', () => {
  it('shows a spinner, then Account Under Review while the account is pending', async () => {
    stubServer({
      developerStatus: {
        status: 'pending',
        verifiedAt: null,
        verificationNotes: null,
        lastStatusChange: null,
      },
    });
    openReviewStatus();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Under Review' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Application Not Approved')).not.toBeInTheDocument();
    expect(screen.queryByText(/paid apps cannot be bought/)).not.toBeInTheDocument();
  });

  it('tells a verified developer back in review that their paid sales and payouts are paused', async () => {
    stubServer({
      developerStatus: {
        status: 'pending',
        verifiedAt: '2026-10-01T09:00:00.000Z',
        verificationNotes: null,
        lastStatusChange: '2026-11-20T10:00:00.000Z',
      },
    });
    const { container } = openReviewStatus();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Under Review' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('You changed details our team had verified.', { exact: false }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(`${PAYOUTS_HELD_FOR_REVIEW} Your free apps stay in the store.`),
    ).toBeInTheDocument();
    expect(screen.getByText('Our team checks the details you changed.')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows a rejection with the reason exactly as written, line breaks kept, never as HTML', async () => {
    stubServer({
      developerStatus: {
        status: 'rejected',
        verifiedAt: null,
        verificationNotes: TWO_LINE_REASON,
        lastStatusChange: '2026-11-20T10:00:00.000Z',
      },
    });
    const { onSignOut } = openReviewStatus();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Application Not Approved' }),
    ).toBeInTheDocument();
    const reasonSection = screen.getByRole('region', { name: 'Reason given by our review team' });
    const reason = within(reasonSection).getByText(/postal code/);
    expect(reason.textContent).toBe(TWO_LINE_REASON);
    expect(reason).toHaveClass('whitespace-pre-wrap');
    expect(reason.querySelector('b')).toBeNull();

    // The decision's date, machine-readable for assistive tech.
    const date = document.querySelector('time');
    expect(date).toHaveAttribute('datetime', '2026-11-20T10:00:00.000Z');
    expect(date?.textContent).toMatch(/2026/);

    expect(screen.getByText(/1-3 business days/)).toBeInTheDocument();
    const mail = await screen.findByRole('link', { name: 'support@vmu.example' });
    expect(mail).toHaveAttribute(
      'href',
      'mailto:support@vmu.example?subject=Developer%20account%20review',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();

    await userEvent.click(screen.getByRole('link', { name: 'Update your details' }));
    expect(await screen.findByText('developer details')).toBeInTheDocument();
  });

  it('sends a verified developer to the dashboard', async () => {
    stubServer({
      developerStatus: {
        status: 'verified',
        verifiedAt: '2026-11-20T10:00:00.000Z',
        verificationNotes: 'Welcome',
        lastStatusChange: '2026-11-20T10:00:00.000Z',
      },
    });
    openReviewStatus();
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('falls back to the pending screen and logs when the profile cannot be loaded', async () => {
    stubServer({ failProfile: true });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    openReviewStatus();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Under Review' }),
    ).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith(
      'Loading the developer review status failed',
      expect.objectContaining({ message: 'boom' }),
    );
    log.mockRestore();
  });
});
