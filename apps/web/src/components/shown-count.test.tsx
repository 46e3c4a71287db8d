import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ShownCount } from './shown-count';

const SETTLED = { isPending: false, isPlaceholderData: false, isError: false, hasNextPage: false };

function said(count: number, list: Partial<typeof SETTLED> = {}) {
  const { container } = render(
    <ShownCount
      list={{ ...SETTLED, ...list }}
      count={count}
      one="application"
      other="applications"
    />,
  );
  return container.querySelector('[aria-live="polite"]')?.textContent;
}

describe('ShownCount', () => {
  it('says how many are shown, in the singular for one', () => {
    expect(said(1)).toBe('1 application shown');
    expect(said(0)).toBe('0 applications shown');
  });

  it('says there are more behind Load more', () => {
    expect(said(50, { hasNextPage: true })).toBe('50+ applications shown');
  });

  it('says nothing while the list loads, failed or shows the last results', () => {
    expect(said(3, { isPending: true })).toBe('');
    expect(said(3, { isPlaceholderData: true })).toBe('');
    expect(said(3, { isError: true })).toBe('');
  });
});
