import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { APPLICATION_SEARCH_MAX_LENGTH } from '@vmu/domain';
import { SearchFilterBar } from './search-filter-bar';

const STATUSES = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Draft' },
  { value: 'live', label: 'Published' },
] as const;
type Status = (typeof STATUSES)[number]['value'];

function Harness() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Status>('all');
  return (
    <>
      <SearchFilterBar
        search={search}
        onSearchChange={setSearch}
        placeholder="Search by name or description"
        status={status}
        statuses={STATUSES}
        onStatusChange={setStatus}
      />
      <output aria-label="State">{`${search}|${status}`}</output>
    </>
  );
}

describe('SearchFilterBar', () => {
  it('is a search landmark with a labelled search box and status filter', () => {
    render(<Harness />);
    expect(screen.getByRole('search')).toBeInTheDocument();
    const box = screen.getByRole('searchbox', { name: 'Search' });
    expect(box).toHaveAttribute('placeholder', 'Search by name or description');
    expect(box).toHaveAttribute('maxlength', String(APPLICATION_SEARCH_MAX_LENGTH));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['All', 'Draft', 'Published']);
  });

  it('reports the typed search and the chosen status', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'orbit');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Published');
    expect(screen.getByRole('status', { name: 'State' })).toHaveTextContent('orbit|live');
  });
});
