import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/testing/render';
import { signedInAs, viewer, type Viewer } from '@/testing/viewer';
import { AccessGuard } from './access-guard';
import { PublicArea } from './public-area';

const developer = viewer({ onboardingCompleted: false, accountVerified: false });

function renderRoutes(url: string, who: Viewer | null) {
  signedInAs(who);
  const where = (name: string) => <p>{name}</p>;
  renderScreen(
    [
      {
        element: <PublicArea />,
        children: [
          { path: '/', element: where('landing') },
          { path: '/auth/login', element: where('login') },
          { path: '/verify-email', element: where('verify') },
        ],
      },
      {
        element: <AccessGuard group="main" />,
        children: [{ path: '/dashboard', element: where('dashboard') }],
      },
      {
        element: <AccessGuard group="admin" />,
        children: [{ path: '/admin/dashboard', element: where('admin') }],
      },
      {
        element: <AccessGuard group="onboarding" />,
        children: [{ path: '/onboarding/country', element: where('onboarding') }],
      },
      { path: '/apps', element: where('apps') },
      {
        element: <AccessGuard group="main" />,
        children: [{ path: '/profile', element: where('profile') }],
      },
    ],
    { url },
  );
}

describe('AccessGuard', () => {
  it('shows a spinner while the viewer loads, then sends a signed-out visitor to sign-in', async () => {
    renderRoutes('/dashboard', null);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(await screen.findByText('login')).toBeInTheDocument();
  });

  it('sends a developer without onboarding to the first onboarding step', async () => {
    renderRoutes('/dashboard', developer);
    expect(await screen.findByText('onboarding')).toBeInTheDocument();
  });

  it('keeps developers out of admin routes', async () => {
    renderRoutes('/admin/dashboard', { ...developer, onboardingCompleted: true });
    expect(await screen.findByText('apps')).toBeInTheDocument();
  });

  it('sends staff who must set up two-factor sign-in from admin screens to the profile', async () => {
    renderRoutes('/admin/dashboard', viewer({ role: 'ADMIN', twoFactorSetupRequired: true }));
    expect(await screen.findByText('profile')).toBeInTheDocument();
  });

  it('sends an admin from onboarding to the admin dashboard: staff never onboard', async () => {
    renderRoutes('/onboarding/country', { ...developer, role: 'ADMIN' });
    expect(await screen.findByText('admin')).toBeInTheDocument();
  });

  it('shows a guest page while the viewer loads, as the prerendered page does, then sends a signed-in visitor on', async () => {
    signedInAs({ ...developer, onboardingCompleted: true, accountVerified: true });
    renderScreen(
      [
        {
          element: <AccessGuard group="guest" />,
          children: [{ path: '/auth/login', element: <p>login</p> }],
        },
        { path: '/dashboard', element: <p>dashboard</p> },
      ],
      { url: '/auth/login' },
    );
    expect(screen.getByText('login')).toBeInTheDocument();
    expect(await screen.findByText('dashboard')).toBeInTheDocument();
  });

  it('lets an admin in', async () => {
    renderRoutes('/admin/dashboard', { ...developer, role: 'ADMIN' });
    expect(await screen.findByText('admin')).toBeInTheDocument();
  });
});

describe('public header', () => {
  it('offers Sign In and Get Started while signed out', async () => {
    renderRoutes('/', null);
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(screen.getByRole('link', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('offers Go to Dashboard to a signed-in admin, pointing at the admin dashboard', async () => {
    renderRoutes('/', { ...developer, role: 'ADMIN' });
    expect(await screen.findByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
  });
});
