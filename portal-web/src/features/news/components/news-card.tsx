import { Link } from 'react-router-dom';
import { isoDateToBr, LABELS } from '@clube/shared';
import { to } from '../../../core/paths';
import type { NewsPublicDto } from '../api/generated-api';
import { excerpt, htmlToText } from '../../../shared/ui/html-text';
import { CARD_SIZES, responsiveImage } from '../../../shared/ui/responsive-image';

interface NewsCardProps {
  news: NewsPublicDto;
  /** The title's heading level: 2 right under the page's title, 3 under a section's. */
  headingLevel?: 2 | 3;
  /** The first card on screen: its image loads at once, first (it is the largest paint). */
  eager?: boolean;
}

/** A news card: date, image, title, excerpt of the description and 'Saiba mais'. */
export function NewsCard({ news, headingLevel = 3, eager = false }: NewsCardProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  const href = to.newsDetail(news.id);
  const target = news.linkTarget === '_blank' ? '_blank' : undefined;
  const rel = target ? 'noopener noreferrer' : undefined;
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
        <p className="content-card__meta">
          <time dateTime={news.startsAt}>{isoDateToBr(news.startsAt)}</time>
        </p>
        <Title className="content-card__title">
          <Link to={href} target={target} rel={rel}>
            {news.title}
          </Link>
        </Title>
        <p className="content-card__text">{excerpt(htmlToText(news.description))}</p>
        <div className="content-card__actions">
          <Link
            className="link-button"
            to={href}
            target={target}
            rel={rel}
            aria-label={`${LABELS.learnMore}: ${news.title}`}
          >
            {LABELS.learnMore}
          </Link>
        </div>
      </div>
    </article>
  );
}
