/**
 * The news feature as other features use it (the landing shows the latest news, the search
 * finds news). Anything else of news/ is its own.
 */
export { useSearchNewsPublicQuery, type NewsPublicDto } from './api/generated-api';
export { NewsCard } from './components/news-card';
export { NewsTile } from './components/news-tile';
