import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderScreen } from '@/testing/render';
import { PendingReview } from './pending-review';

describe('PendingReview', () => {
  it('says the account is under review for 1-3 business days and lists next steps', () => {
    renderScreen(<PendingReview onSignOut={vi.fn(async () => {})} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Account Under Review');
    expect(screen.getByText('1-3 business days')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What happens next' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    expect(screen.getByRole('link', { name: 'Read the documentation' })).toHaveAttribute(
      'href',
      '/docs',
    );
    expect(screen.getByRole('link', { name: 'Browse example apps' })).toHaveAttribute(
      'href',
      '/examples',
    );
    expect(screen.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it('signs out with the button', async () => {
    const onSignOut = vi.fn(async () => {});
    renderScreen(<PendingReview onSignOut={onSignOut} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign Out' }));
    expect(onSignOut).toHaveBeenCalledOnce();
  });
});
