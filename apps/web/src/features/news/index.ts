export { NEWS_ARTICLES, findNewsArticle } from './articles';
export { NewsTeaserList } from './components/news-teaser-list';
export { NewsArticleView } from './components/news-article-view';
