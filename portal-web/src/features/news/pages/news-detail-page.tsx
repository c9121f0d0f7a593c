import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { Link, useParams } from 'react-router-dom';
import { ErrorCode, isoDateToBr } from '@clube/shared';
import { RecordLoader } from '@clube/shared/web';
import { paths } from '../../../core/paths';
import { useGetNewsPublicQuery, type NewsPublicDto } from '../api/generated-api';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Notice } from '../../../shared/ui/notice';
import { SafeHtml } from '../../../shared/ui/safe-html';
import { Skeleton } from '../../../shared/ui/skeleton';
import '../../../shared/ui/content.css';
import '../components/news.css';

/** One news item: title, image, sanitized HTML description and the optional video. */
export function NewsDetailPage() {
  const { slug = '' } = useParams();
  const query = useGetNewsPublicQuery({ slug });
  return (
    <RecordLoader
      query={query}
      loading={<Skeleton rows={8} reserve />}
      failed={(failure, retry) => (
        <NewsMissing notFound={failure.code === ErrorCode.NotFound} retry={retry} />
      )}
    >
      {(news) => <NewsArticle news={news} />}
    </RecordLoader>
  );
}

/** The page of a news item that does not exist (404) or could not be read. */
function NewsMissing({ notFound, retry }: { notFound: boolean; retry: () => void }) {
  return (
    <div className="news-detail news-detail--missing">
      <h1 className="content-page__title">
        {notFound ? 'Notícia não encontrada' : 'Não foi possível carregar a notícia.'}
      </h1>
      {notFound ? (
        <p>A notícia que você procura não existe ou não está mais publicada.</p>
      ) : (
        <Notice
          title="Tente novamente em instantes."
          action={
            <Button size="small" onClick={retry}>
              Tentar novamente
            </Button>
          }
        />
      )}
      <Link className="back-link" to={paths.newsAll}>
        <Icon icon={ArrowLeftOutlined} />
        Voltar para as notícias
      </Link>
    </div>
  );
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
