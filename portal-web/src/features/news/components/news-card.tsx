import { Link } from 'react-router-dom';
import { formatDate, LABELS } from '@clube/shared';
import { to } from '../../../app/paths';
import type { NewsPublicDto } from '../api/generated-api';
import { excerpt, htmlToText } from '../../../shared/ui/html-text';
import { CARD_SIZES, responsiveImage } from '../../../shared/ui/responsive-image';

interface NewsCardProps {
  news: NewsPublicDto;
  /** Landing cards show only the image and title (with the link). */
  compact?: boolean;
}

/** A news card: date, image, title, excerpt of the description and 'Saiba mais'. */
export function NewsCard({ news, compact }: NewsCardProps) {
  const href = to.newsDetail(news.id);
  const target = news.linkTarget === '_blank' ? '_blank' : undefined;
  const rel = target ? 'noopener noreferrer' : undefined;
  return (
    <article className="content-card news-card">
      <img
        className="content-card__image"
        {...responsiveImage(news.image, CARD_SIZES)}
        alt=""
        loading="lazy"
        decoding="async"
        width={640}
        height={360}
      />
      <div className="content-card__body">
        {compact ? null : (
          <p className="content-card__meta">
            <time dateTime={news.startsAt}>{formatDate(news.startsAt)}</time>
          </p>
        )}
        <h3 className="content-card__title">
          <Link to={href} target={target} rel={rel}>
            {news.title}
          </Link>
        </h3>
        {compact ? null : (
          <>
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
          </>
        )}
      </div>
    </article>
  );
}
