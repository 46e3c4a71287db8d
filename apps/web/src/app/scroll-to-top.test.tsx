import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ScrollToTop } from './scroll-to-top';

function Navigator() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => void navigate('/docs')}>
      Docs
    </button>
  );
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <ScrollToTop />
      <Navigator />
    </MemoryRouter>,
  );
}

describe('ScrollToTop', () => {
  afterEach(() => vi.restoreAllMocks());

  it('leaves the first page where the browser or the visitor put it', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('starts each next page at its top', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    renderAt('/');
    fireEvent.click(screen.getByRole('button', { name: 'Docs' }));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the anchor of a page it renders', () => {
    const target = document.createElement('h2');
    target.id = 'uploads';
    document.body.append(target);
    const scrollIntoView = vi.fn();
    target.scrollIntoView = scrollIntoView;
    renderAt('/docs#uploads');
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    target.remove();
  });
});
