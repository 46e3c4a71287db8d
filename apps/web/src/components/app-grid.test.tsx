import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppGrid } from './app-grid';

const LAST_PAGE = {
  hasNextPage: false,
  isFetchingNextPage: false,
  isFetchNextPageError: false,
  fetchNextPage: () => Promise.resolve(),
  isPlaceholderData: false,
};

const APPS = [
  { appId: 'a1', appName: 'Pocket Chess' },
  { appId: 'a2', appName: 'Orbit' },
];

describe('AppGrid', () => {
  it('lists one item per app in the Applications region', () => {
    render(
      <AppGrid list={LAST_PAGE} items={APPS} keyOf={(app) => app.appId} failure="Failed">
        {(app) => <span>{app.appName}</span>}
      </AppGrid>,
    );
    const region = screen.getByRole('region', { name: 'Applications' });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['Pocket Chess', 'Orbit']);
    expect(region).not.toHaveAttribute('aria-busy');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('is busy while it shows the last results for a new search, and offers the next page', () => {
    render(
      <AppGrid
        list={{ ...LAST_PAGE, isPlaceholderData: true, hasNextPage: true }}
        items={APPS}
        keyOf={(app) => app.appId}
        failure="Failed"
      >
        {(app) => <span>{app.appName}</span>}
      </AppGrid>,
    );
    expect(screen.getByRole('region', { name: 'Applications' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Load more' })).toBeEnabled();
  });
});
