import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GraphQLRequestError } from '@/lib/graphql';
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
  renderScreen(
    [
      { path: '/pending-verification', element: <ReviewStatusScreen onSignOut={onSignOut} /> },
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/onboarding/developer-details', element: <p>developer details</p> },
    ],
    { url: '/pending-verification' },
  );
  return { onSignOut };
}

const TWO_LINE_REASON =
  'Your postal code does not match your city.\nPlease check <b>both</b> fields.';

describe('ReviewStatusScreen', () => {
  it('shows a spinner, then Account Under Review while the account is pending', async () => {
    stubServer({
      developerStatus: { status: 'pending', verificationNotes: null, lastStatusChange: null },
    });
    openReviewStatus();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Account Under Review' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Application Not Approved')).not.toBeInTheDocument();
  });

  it('shows a rejection with the reason exactly as written, line breaks kept, never as HTML', async () => {
    stubServer({
      developerStatus: {
        status: 'rejected',
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
