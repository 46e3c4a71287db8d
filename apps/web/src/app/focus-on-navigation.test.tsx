import { useEffect, useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet, useNavigate } from 'react-router';
import { Link } from '@/components/link';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render';
import { FocusOnNavigation } from './focus-on-navigation';

function Page({ title }: { title: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <Link to="/second">Second</Link>
      <Link to="/late">Late</Link>
      <Link to="/field">Field</Link>
      <Link to="/first?status=live">Filter</Link>
    </main>
  );
}

/** A screen whose heading comes after its data, as a lazily loaded screen's does. */
function LatePage() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), 30);
    return () => clearTimeout(timer);
  }, []);
  return <main>{ready ? <h1>Late</h1> : <p>Loading</p>}</main>;
}

/** A screen that focuses a field of its own, which must keep the focus. */
function FieldPage() {
  return (
    <main>
      <h1>Field</h1>
      <input aria-label="Code" autoFocus />
    </main>
  );
}

/** Sends the first load on at once, as a guard's redirect does. */
function RedirectOnLoad() {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate('/second', { replace: true });
  }, [navigate]);
  return null;
}

function renderAt(url: string) {
  return renderScreen(
    [
      {
        element: (
          <>
            <FocusOnNavigation />
            <Outlet />
          </>
        ),
        children: [
          { path: '/first', element: <Page title="First" /> },
          { path: '/second', element: <Page title="Second" /> },
          { path: '/late', element: <LatePage /> },
          { path: '/field', element: <FieldPage /> },
          { path: '/redirect', element: <RedirectOnLoad /> },
        ],
      },
    ],
    { url },
  );
}

describe('FocusOnNavigation', () => {
  it('leaves focus alone on the first load', () => {
    renderAt('/first');
    expect(document.activeElement).toBe(document.body);
  });

  it('leaves focus alone on a redirect of the first load', async () => {
    renderAt('/redirect');
    await screen.findByRole('heading', { name: 'Second' });
    expect(document.activeElement).toBe(document.body);
  });

  it('focuses the new page’s h1 after a link, as a tab stop of its own only for script', async () => {
    renderAt('/first');
    await userEvent.click(screen.getByRole('link', { name: 'Second' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Second' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('waits for a heading that comes after the route changed', async () => {
    renderAt('/first');
    await userEvent.click(screen.getByRole('link', { name: 'Late' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Late' })).toHaveFocus());
  });

  it('keeps a field the new page focused itself', async () => {
    renderAt('/first');
    await userEvent.click(screen.getByRole('link', { name: 'Field' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveFocus();
  });

  it('does not move focus when only the query changes', async () => {
    renderAt('/first');
    const filter = screen.getByRole('link', { name: 'Filter' });
    await userEvent.click(filter);
    expect(filter).toHaveFocus();
  });
});
