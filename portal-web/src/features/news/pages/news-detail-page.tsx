import { lazy, Suspense } from 'react';
import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { Link, useParams } from 'react-router-dom';
import { isoDateToBr } from '@clube/shared';
import { paths } from '../../../core/paths';
import { useGetNewsPublicQuery, type NewsPublicDto } from '../api/generated-api';
import { Icon } from '../../../shared/ui/icon';
import { SafeHtml } from '../../../shared/ui/safe-html';
import { Skeleton } from '../../../shared/ui/skeleton';
import '../../../shared/ui/content.css';
import '../components/news.css';

// Reading a failure needs the error code table: it comes with the page of a missing item.
const NewsMissing = lazy(async () => ({
  default: (await import('../components/news-missing')).NewsMissing,
}));

/** One news item: title, image, sanitized HTML description and the optional video. */
export function NewsDetailPage() {
  const { slug = '' } = useParams();
  const query = useGetNewsPublicQuery({ slug });
  const loading = <Skeleton rows={8} reserve />;
  if (query.isLoading) return loading;
  if (query.error !== undefined || query.data === undefined) {
    return (
      <Suspense fallback={loading}>
        <NewsMissing error={query.error} retry={() => void query.refetch()} />
      </Suspense>
    );
  }
  return <NewsArticle key={query.data.id} news={query.data} />;
}

function NewsArticle({ news }: { news: NewsPublicDto }) {
  return (
    <article className="news-detail">
      <p className="content-card__meta">
        <time dateTime={news.startsAt}>{isoDateToBr(news.startsAt)}</time>
      </p>
      <h1 className="content-page__title">{news.title}</h1>
      {news.subtitle ? <p className="news-detail__subtitle">{news.subtitle}</p> : null}
      <img
        className="news-detail__image"
        src={news.image}
        alt=""
        width={1280}
        height={720}
        fetchPriority="high"
        decoding="async"
      />
      <SafeHtml className="rich-text news-detail__text" html={news.description} />
      {news.video ? (
        <video
          className="news-detail__video"
          src={news.video}
          controls
          preload="metadata"
          aria-label={`Vídeo: ${news.title}`}
        />
      ) : null}
      <p>
        <Link className="back-link" to={paths.newsAll}>
          <Icon icon={ArrowLeftOutlined} />
          Voltar para as notícias
        </Link>
      </p>
    </article>
  );
}
