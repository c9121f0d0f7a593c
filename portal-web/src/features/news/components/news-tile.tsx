import { Link } from 'react-router-dom';
import { to } from '../../../core/paths';
import type { NewsPublicDto } from '../api/generated-api';
import { CARD_SIZES, responsiveImage } from '../../../shared/ui/responsive-image';

interface NewsTileProps {
  news: Pick<NewsPublicDto, 'id' | 'title' | 'image' | 'linkTarget'>;
  /** The first tile on screen: its image loads at once, first (it is the largest paint). */
  eager?: boolean;
}

/**
 * The landing's news card: the image and the title with the link (the full card, with date
 * and excerpt, is NewsCard). Its own module, so the landing does not load the date code.
 */
export function NewsTile({ news, eager = false }: NewsTileProps) {
  const target = news.linkTarget === '_blank' ? '_blank' : undefined;
  return (
    <article className="content-card news-card">
      <img
        className="content-card__image"
        {...responsiveImage(news.image, CARD_SIZES)}
        alt=""
        loading={eager ? 'eager' : 'lazy'}
        fetchPriority={eager ? 'high' : undefined}
        decoding="async"
        width={640}
        height={360}
      />
      <div className="content-card__body">
        <h3 className="content-card__title">
          <Link
            to={to.newsDetail(news.id)}
            target={target}
            rel={target ? 'noopener noreferrer' : undefined}
          >
            {news.title}
          </Link>
        </h3>
      </div>
    </article>
  );
}
