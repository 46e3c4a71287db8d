import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render';
import { signedInAs, viewer, type Viewer } from '@/testing/viewer';
import { Component as AppShell } from './app-shell';

const admin = viewer({
  email: 'grace@example.com',
  name: 'Grace Hopper',
  role: 'ADMIN',
  provider: 'GITHUB',
});

function renderShell(url: string, who: Viewer) {
  signedInAs(who);
  return renderScreen(
    [{ element: <AppShell />, children: [{ path: '*', element: <h1>screen</h1> }] }],
    { url },
  ).router;
}

describe('AppShell', () => {
  it('shows the user, their provider and initials, and the screen inside main#main', async () => {
    renderShell('/admin/users', admin);
    const header = await screen.findByRole('banner');
    expect(within(header).getByRole('link', { name: 'VMU Pro Developers' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(within(header).getByText('Grace Hopper')).toBeInTheDocument();
    expect(within(header).getByText('grace@example.com')).toBeInTheDocument();
    expect(within(header).getAllByRole('img', { name: 'Signed in with GitHub' })).not.toHaveLength(
      0,
    );
    expect(within(header).getByText('GH')).toBeInTheDocument();
    expect(within(header).getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(within(screen.getByRole('main')).getByRole('heading', { level: 1 })).toHaveTextContent(
      'screen',
    );
  });

  it('marks only the current page in the admin sidebar', async () => {
    renderShell('/admin/users', admin);
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Users' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(
      within(nav)
        .getAllByRole('link')
        .filter((l) => l.hasAttribute('aria-current')),
    ).toHaveLength(1);
    expect(within(nav).queryByRole('link', { name: 'My Apps' })).not.toBeInTheDocument();
  });

  it('gives a developer the developer sidebar and moves the mark when they navigate', async () => {
    const router = renderShell('/dashboard', { ...admin, role: 'DEVELOPER', provider: 'EMAIL' });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect(screen.getAllByRole('img', { name: 'Signed in with Email' })).not.toHaveLength(0);
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('link', { name: 'Payouts' }));
    expect(router.state.location.pathname).toBe('/payouts');
    expect(within(nav).getByRole('link', { name: 'Payouts' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens the same navigation in a menu sheet that closes after following a link', async () => {
    const router = renderShell('/admin/users', admin);
    await userEvent.click(await screen.findByRole('button', { name: 'Open menu' }));
    const sheet = await screen.findByRole('dialog', { name: 'Menu' });
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(
      within(within(sheet).getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Settings',
      }),
    );
    expect(router.state.location.pathname).toBe('/admin/settings');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
  });
});
