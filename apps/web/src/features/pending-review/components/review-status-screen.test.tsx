import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReviewStatusScreen } from './review-status-screen';

afterEach(() => vi.unstubAllGlobals());

type ReviewStatus = {
  status: 'pending' | 'verified' | 'rejected' | null;
  verificationNotes: string | null;
  lastStatusChange: string | null;
};

/** Answers each GraphQL operation by the field it asks for; `failProfile` answers it with an error. */
function stubServer({
  developerStatus,
  supportEmail = 'support@vmu.example',
  failProfile = false,
}: {
  developerStatus?: ReviewStatus;
  supportEmail?: string;
  failProfile?: boolean;
}) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const { query } = JSON.parse(String(init?.body)) as { query: string };
    const body = query.includes('supportEmail')
      ? { data: { supportEmail } }
      : failProfile
        ? { data: null, errors: [{ message: 'boom', extensions: { code: 'INTERNAL' } }] }
        : { data: { getDeveloperProfile: developerStatus ? { developerStatus } : null } };
    return new Response(JSON.stringify(body), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderScreen(onSignOut = vi.fn(async () => {})) {
  const router = createMemoryRouter(
    [
      { path: '/pending-verification', element: <ReviewStatusScreen onSignOut={onSignOut} /> },
      { path: '/dashboard', element: <p>dashboard</p> },
      { path: '/onboarding/developer-details', element: <p>developer details</p> },
    ],
    { initialEntries: ['/pending-verification'] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
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
    renderScreen();
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
    const { onSignOut } = renderScreen();
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
    renderScreen();
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('falls back to the pending screen and logs when the profile cannot be loaded', async () => {
    stubServer({ failProfile: true });
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderScreen();
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
