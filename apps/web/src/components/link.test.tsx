import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished } from 'vitest';
import { renderScreen } from '@/testing/render';
import { Link } from './link';

function renderLinks() {
  return renderScreen(
    <nav>
      <Link to="/docs?part=1" className="link" aria-label="Docs">
        Docs
      </Link>
      <Link to="/first">Here</Link>
      <Link to="/news" state={{ from: 'test' }} replace>
        News
      </Link>
      <Link to="/news" target="_blank">
        News in a new tab
      </Link>
      <Link to="/news" onClick={(event) => event.preventDefault()}>
        Held
      </Link>
    </nav>,
    { url: '/first' },
  );
}

describe('Link', () => {
  it('renders an anchor with its href and the props it was given', () => {
    renderLinks();
    const docs = screen.getByRole('link', { name: 'Docs' });
    expect(docs).toHaveAttribute('href', '/docs?part=1');
    expect(docs).toHaveClass('link');
  });

  it('navigates in the app on a plain click, pushing the new page', async () => {
    const { router } = renderLinks();
    await userEvent.click(screen.getByRole('link', { name: 'Docs' }));
    expect(router.state.location.pathname + router.state.location.search).toBe('/docs?part=1');
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('replaces the page on screen when it links to it, or when told to', async () => {
    const { router } = renderLinks();
    await userEvent.click(screen.getByRole('link', { name: 'Here' }));
    expect(router.state.historyAction).toBe('REPLACE');
    await userEvent.click(screen.getByRole('link', { name: 'News' }));
    expect(router.state.location.pathname).toBe('/news');
    expect(router.state.location.state).toEqual({ from: 'test' });
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('leaves a click with a modifier key, another target or a prevented default to the browser', () => {
    const { router } = renderLinks();
    // What the browser would do (jsdom cannot open a page): stopped after the app's handler ran.
    const stopBrowser = (event: MouseEvent) => event.preventDefault();
    document.addEventListener('click', stopBrowser);
    onTestFinished(() => document.removeEventListener('click', stopBrowser));
    fireEvent.click(screen.getByRole('link', { name: 'Docs' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Docs' }), { metaKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'News in a new tab' }));
    fireEvent.click(screen.getByRole('link', { name: 'Held' }));
    expect(router.state.location.pathname).toBe('/first');
  });
});
