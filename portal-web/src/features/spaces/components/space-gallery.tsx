import { useState } from 'react';
import LeftOutlined from '@ant-design/icons-svg/es/asn/LeftOutlined';
import RightOutlined from '@ant-design/icons-svg/es/asn/RightOutlined';
import { Icon } from '../../../shared/ui/icon';
import { responsiveImage } from '../../../shared/ui/responsive-image';

/** The dialog's picture slot: the dialog's width on phones, 712 px inside the 760 px dialog. */
const DIALOG_SIZES = '(max-width: 792px) calc(100vw - 80px), 712px';

/**
 * A place's photos: one picture at a time with previous / next (wrapping around) and a row of
 * thumbnails. Native buttons and images; every picture says which photo of how many it is.
 */
export function SpaceGallery({ photos, name }: { photos: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  if (photos.length === 0) return null;
  const current = Math.min(index, photos.length - 1);
  const go = (next: number) => setIndex((next + photos.length) % photos.length);
  const many = photos.length > 1;
  return (
    <section className="space-gallery" aria-label={`Fotos: ${name}`}>
      <div className="space-gallery__stage">
        <img
          key={photos[current]}
          className="space-gallery__photo"
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
              className="space-gallery__nav space-gallery__nav--prev"
              aria-label="Foto anterior"
              onClick={() => go(current - 1)}
            >
              <Icon icon={LeftOutlined} />
            </button>
            <button
              type="button"
              className="space-gallery__nav space-gallery__nav--next"
              aria-label="Próxima foto"
              onClick={() => go(current + 1)}
            >
              <Icon icon={RightOutlined} />
            </button>
          </>
        ) : null}
      </div>
      {many ? (
        <ul className="space-gallery__thumbs" aria-label="Miniaturas">
          {photos.map((photo, i) => (
            <li key={`${photo}-${i}`}>
              <button
                type="button"
                className="space-gallery__thumb"
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
