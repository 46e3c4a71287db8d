import { Link } from '@/components/link';
import { ArrowRight } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { paths } from '@/config/paths';
import { NEWS_HEADLINES } from '../headlines';
import { formatNewsDate } from '../format-date';

interface NewsTeaserListProps {
  /** The teasers' heading level, so they nest under the page's own headings. */
  headingLevel: 2 | 3;
}

export function NewsTeaserList({ headingLevel }: NewsTeaserListProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {NEWS_HEADLINES.map((article) => (
        <li key={article.slug}>
          <Card className="relative flex h-full flex-col p-6 transition-shadow hover:shadow-md">
            <p className="text-sm text-muted-foreground">
              <time dateTime={article.publishedOn}>{formatNewsDate(article.publishedOn)}</time>
            </p>
            <Heading className="mt-2 text-lg font-semibold leading-snug">
              {/* The stretched link makes the whole card clickable while the accessible
                  name stays the headline. */}
              <Link
                to={paths.newsArticle(article.slug)}
                className="after:absolute after:inset-0 after:rounded-xl hover:text-primary"
              >
                {article.title}
              </Link>
            </Heading>
            <p className="mt-3 flex-1 text-sm text-muted-foreground">{article.summary}</p>
            <p
              aria-hidden="true"
              className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-primary"
            >
              Read more <ArrowRight className="size-4" />
            </p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
