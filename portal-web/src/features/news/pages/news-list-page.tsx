import { useCallback, useEffect, useRef, useState } from 'react';
import { LABELS, NEWS_PAGE_SIZE } from '@clube/shared';
import { newsApi, usePageNewsPublicMutation, type NewsPublicDto } from '../api/generated-api';
import { NewsCard } from '../components/news-card';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { SearchBox } from '../../../shared/ui/search-box';
import { Skeleton } from '../../../shared/ui/skeleton';
import '../../../shared/ui/content.css';
import '../components/news.css';

type Status = 'loading' | 'ready' | 'failed';

/**
 * All news: the first page (GET news/public), then 'Ver mais notícias' for the
 * next 10 (POST news/public); while searching, the search call pages instead.
 * The button shows only when the last page came back full (exactly 10).
 */
export function NewsListPage() {
  const [term, setTerm] = useState('');
  const [items, setItems] = useState<NewsPublicDto[]>([]);
  const [lastCount, setLastCount] = useState(0);
  const [status, setStatus] = useState<Status>('loading');
  const [loadingMore, setLoadingMore] = useState(false);
  const [listFirst] = newsApi.endpoints.listNewsPublic.useLazyQuery();
  const [search] = newsApi.endpoints.searchNewsPublic.useLazyQuery();
  const [page] = usePageNewsPublicMutation();
  const generation = useRef(0);

  const fetchPage = useCallback(
    (skip: number): Promise<NewsPublicDto[]> => {
      if (term) return search({ term, skip, take: NEWS_PAGE_SIZE }, true).unwrap();
      if (skip === 0) return listFirst(undefined, true).unwrap();
      return page({ newsPublicPageQueryDto: { skip, take: NEWS_PAGE_SIZE } }).unwrap();
    },
    [term, search, listFirst, page],
  );

  useEffect(() => {
    const current = ++generation.current;
    setStatus('loading');
    fetchPage(0).then(
      (news) => {
        if (current !== generation.current) return;
        setItems(news);
        setLastCount(news.length);
        setStatus('ready');
      },
      () => {
        if (current === generation.current) setStatus('failed');
      },
    );
  }, [fetchPage]);

  const loadMore = async () => {
    const current = generation.current;
    setLoadingMore(true);
    try {
      const news = await fetchPage(items.length);
      if (current !== generation.current) return;
      setItems((previous) => [
        ...previous,
        ...news.filter((item) => !previous.some((p) => p.id === item.id)),
      ]);
      setLastCount(news.length);
    } catch {
      setStatus('failed');
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <div className="news-list">
      <h1 className="content-page__title">Notícias</h1>
      <SearchBox
        className="news-list__search"
        placeholder="Pesquisar notícias"
        label="Pesquisar notícias"
        onSearch={(value) => setTerm(value.trim())}
      />
      {status === 'loading' ? <Skeleton rows={6} reserve /> : null}
      {status === 'failed' ? <Notice title="Não foi possível carregar as notícias." /> : null}
      {status === 'ready' && items.length === 0 ? (
        <p className="content-empty">
          {term ? `Nenhuma notícia encontrada para: ${term}` : 'Nenhuma notícia publicada.'}
        </p>
      ) : null}
      {status !== 'loading' && items.length > 0 ? (
        <ul className="content-grid" aria-label="Notícias">
          {items.map((news, index) => (
            <li key={news.id}>
              <NewsCard news={news} headingLevel={2} eager={index === 0} />
            </li>
          ))}
        </ul>
      ) : null}
      {status === 'ready' && lastCount === NEWS_PAGE_SIZE ? (
        <div className="news-list__more">
          <Button
            variant="primary"
            size="large"
            loading={loadingMore}
            onClick={() => void loadMore()}
          >
            {LABELS.moreNews}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
