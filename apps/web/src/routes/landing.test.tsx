import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FOOTER_COPYRIGHT_YEAR } from '@vmu/domain';
import { PublicLayout } from '@/components/layouts/public-layout';
import { NEWS_ARTICLES } from '@/features/news';
import { renderScreen } from '@/testing/render';
import { Component as Landing } from './landing';

function renderLanding() {
  renderScreen([{ element: <PublicLayout />, children: [{ path: '/', element: <Landing /> }] }]);
}

describe('landing page', () => {
  it('has one h1 inviting developers to submit, with Get Started to signup and a docs link', () => {
    renderLanding();
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent('Publish your apps and games on the VMU Pro store');
    const hero = screen.getByRole('region', { name: /publish your apps and games/i });
    expect(within(hero).getByRole('link', { name: /get started/i })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    expect(within(hero).getByRole('link', { name: /publishing guide/i })).toHaveAttribute(
      'href',
      '/docs',
    );
  });

  it('shows exactly three news teasers, each linking to /news/{slug}', () => {
    renderLanding();
    const news = screen.getByRole('region', { name: 'Latest news' });
    const items = within(news).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(NEWS_ARTICLES).toHaveLength(3);
    for (const article of NEWS_ARTICLES) {
      expect(within(news).getByRole('link', { name: article.title })).toHaveAttribute(
        'href',
        `/news/${article.slug}`,
      );
    }
  });

  it('has the quick start, docs and community, buy-device and coming-soon developer kit parts', () => {
    renderLanding();
    const quickStart = screen.getByRole('region', { name: 'Quick start' });
    expect(within(quickStart).getAllByRole('listitem')).toHaveLength(4);
    expect(within(quickStart).getByText(/1-3 business days/)).toBeInTheDocument();
    const resources = screen.getByRole('region', { name: 'Docs and community' });
    expect(within(resources).getByRole('link', { name: 'Read the docs' })).toHaveAttribute(
      'href',
      '/docs',
    );
    const buy = screen.getByRole('region', { name: 'Get a VMU Pro' });
    expect(within(buy).getByRole('link', { name: /buy a vmu pro/i })).toHaveAttribute(
      'target',
      '_blank',
    );
    const kit = screen.getByRole('region', { name: 'VMU Pro developer kit' });
    expect(within(kit).getByText('Coming soon')).toBeInTheDocument();
  });

  it('has the public header and the footer copyright 2025', () => {
    renderLanding();
    const account = screen.getByRole('navigation', { name: 'Account' });
    expect(within(account).getByRole('link', { name: 'Sign In' })).toHaveAttribute(
      'href',
      '/auth/login',
    );
    expect(within(account).getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/auth/signup',
    );
    expect(FOOTER_COPYRIGHT_YEAR).toBe(2025);
    expect(screen.getByRole('contentinfo')).toHaveTextContent(
      '© 2025 VMU Pro. All rights reserved.',
    );
  });
});
