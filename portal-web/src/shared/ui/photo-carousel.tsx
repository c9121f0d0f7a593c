import { useState } from 'react';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from './icon';
import { responsiveImage } from './responsive-image';
import './photo-carousel.css';

/** The dialog's picture slot: the dialog's width on phones, 712 px inside the 760 px dialog. */
const DIALOG_SIZES = '(max-width: 792px) calc(100vw - 80px), 712px';

/**
 * The photos of a dialog (a space's, an event's): one picture at a time with previous / next
 * (wrapping around) and a row of thumbnails. Native buttons and images; every picture says
 * which photo of how many it is ('<name>: foto 2 de 5').
 */
export function PhotoCarousel({ photos, name }: { photos: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  if (photos.length === 0) return null;
  const current = Math.min(index, photos.length - 1);
  const go = (next: number) => setIndex((next + photos.length) % photos.length);
  const many = photos.length > 1;
  return (
    <section className="photo-carousel" aria-label={`Fotos: ${name}`}>
      <div className="photo-carousel__stage">
        <img
          key={photos[current]}
          className="photo-carousel__photo"
          {...responsiveImage(photos[current], DIALOG_SIZES)}
          alt={`${name}: foto ${current + 1} de ${photos.length}`}
          width={1280}
          height={720}
          decoding="async"
        />
        {many ? (
          <>
            <button
              type="button"
              className="photo-carousel__nav photo-carousel__nav--prev"
              aria-label="Foto anterior"
              onClick={() => go(current - 1)}
            >
              <Icon icon={LeftOutlined} />
            </button>
            <button
              type="button"
              className="photo-carousel__nav photo-carousel__nav--next"
              aria-label="Próxima foto"
              onClick={() => go(current + 1)}
            >
              <Icon icon={RightOutlined} />
            </button>
          </>
        ) : null}
      </div>
      {many ? (
        <ul className="photo-carousel__thumbs" aria-label="Miniaturas">
          {photos.map((photo, i) => (
            <li key={`${photo}-${i}`}>
              <button
                type="button"
                className="photo-carousel__thumb"
                aria-label={`Ver foto ${i + 1} de ${photos.length}`}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              >
                <img
                  {...responsiveImage(photo, '96px')}
                  alt=""
                  width={96}
                  height={54}
                  loading="lazy"
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
