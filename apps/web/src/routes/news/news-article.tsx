import { Navigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { NewsArticleView, findNewsArticle } from '@/features/news';

export function Component() {
  const { slug } = useParams();
  const article = findNewsArticle(slug);
  // Unknown articles behave like any unknown path (docs/product.md, "Public pages"): back to the
  // home page.
  if (!article) return <Navigate to={paths.home} replace />;
  return <NewsArticleView article={article} />;
}
