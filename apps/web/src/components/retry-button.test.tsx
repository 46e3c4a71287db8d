import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ListFailure } from './list-failure';
import { RetryButton } from './retry-button';

describe('RetryButton', () => {
  it('loads the query again', async () => {
    const query = { refetch: vi.fn(() => Promise.resolve()), isFetching: false };
    render(<RetryButton query={query} />);
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });

  it('is off while the query is already loading', () => {
    render(<RetryButton query={{ refetch: () => Promise.resolve(), isFetching: true }} />);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeDisabled();
  });
});

describe('ListFailure', () => {
  it('says what failed, with the role it is given, and retries', async () => {
    const query = { refetch: vi.fn(() => Promise.resolve()), isFetching: false };
    render(
      <ListFailure role="alert" query={query}>
        <p>Failed to list applications</p>
      </ListFailure>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to list applicationsRetry');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(query.refetch).toHaveBeenCalledOnce();
  });
});
