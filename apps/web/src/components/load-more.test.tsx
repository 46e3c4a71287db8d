import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoadMore, type PagedQuery } from './load-more';

function pagedQuery(overrides: Partial<PagedQuery> = {}): PagedQuery {
  return {
    hasNextPage: true,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    fetchNextPage: vi.fn(() => Promise.resolve()),
    ...overrides,
  };
}

describe('LoadMore', () => {
  it('fetches the next page while there is one', async () => {
    const list = pagedQuery();
    render(<LoadMore list={list} />);
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(list.fetchNextPage).toHaveBeenCalledOnce();
  });

  it('shows nothing on the last page', () => {
    const { container } = render(<LoadMore list={pagedQuery({ hasNextPage: false })} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('is off and busy while the next page loads', () => {
    render(<LoadMore list={pagedQuery({ isFetchingNextPage: true })} />);
    const button = screen.getByRole('button', { name: 'Load more' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
  });

  it('says why the next page failed only when given the words', () => {
    const list = pagedQuery({ isFetchNextPageError: true });
    const { rerender } = render(<LoadMore list={list} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<LoadMore list={list} failure="Failed to load applications" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load applications');
  });
});
