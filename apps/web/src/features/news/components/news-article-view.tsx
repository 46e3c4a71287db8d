import { Link } from '@/components/link';
import { ArrowLeft } from 'lucide-react';
import { paths } from '@/config/paths';
import type { NewsArticle, NewsBlock } from '../articles';
import { formatNewsDate } from '../format-date';

function ArticleBlock({ block }: { block: NewsBlock }) {
  switch (block.kind) {
    case 'heading':
      return <h2 className="mt-10 text-xl font-semibold">{block.text}</h2>;
    case 'list':
      return (
        <ul className="mt-4 list-disc space-y-2 pl-6">
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'paragraph':
      return <p className="mt-4">{block.text}</p>;
  }
}

export function NewsArticleView({ article }: { article: NewsArticle }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:py-16">
      <title>{`${article.title} | VMU Pro Developers`}</title>
      <Link
        to={paths.news}
        className="inline-flex items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> All news
      </Link>
      <header className="mt-6">
        <p className="text-sm text-muted-foreground">
          <time dateTime={article.publishedOn}>{formatNewsDate(article.publishedOn)}</time>
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {article.title}
        </h1>
        <p className="mt-4 text-lg text-muted-foreground">{article.summary}</p>
      </header>
      <div className="mt-6 leading-relaxed">
        {article.body.map((block, index) => (
          // Blocks are static and never reorder, so their position is a stable key.
          <ArticleBlock key={index} block={block} />
        ))}
      </div>
      <nav aria-label="Related" className="mt-12 border-t border-border pt-6">
        <ul className="flex flex-wrap gap-x-6 gap-y-2">
          {article.related.map((link) => (
            <li key={link.to}>
              <Link
                to={link.to}
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
