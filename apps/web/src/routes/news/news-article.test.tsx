import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NEWS_ARTICLES } from '@/features/news';
import { renderScreen } from '@/testing/render';
import { Component as NewsArticle } from './news-article';
import { Component as NewsIndex } from './news-index';

function renderAt(path: string) {
  return renderScreen(
    [
      { path: '/', element: <p>Home page</p> },
      { path: '/news', element: <NewsIndex /> },
      { path: '/news/:slug', element: <NewsArticle /> },
    ],
    { url: path },
  ).router;
}

describe('news', () => {
  it.each(NEWS_ARTICLES.map((article) => [article.slug, article] as const))(
    'renders the article %s',
    (slug, article) => {
      renderAt(`/news/${slug}`);
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(article.title);
      expect(screen.getByText(article.summary)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'All news' })).toHaveAttribute('href', '/news');
    },
  );

  it('redirects an unknown slug to the home page, replacing the history entry', async () => {
    const router = renderAt('/news/no-such-article');
    expect(await screen.findByText('Home page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('lists all three articles on the index', () => {
    renderAt('/news');
    for (const article of NEWS_ARTICLES) {
      expect(screen.getByRole('link', { name: article.title })).toHaveAttribute(
        'href',
        `/news/${article.slug}`,
      );
    }
  });
});
