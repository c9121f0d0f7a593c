import { Suspense, useEffect, useState } from 'react';
import { useListGalleriesPublicQuery, type GalleryPublicDto } from '../api/generated-api';
import { lazyAntd, useOpenedOnce } from '../../../shared/antd/lazy-antd';
import { Button } from '../../../shared/ui/button';
import { Notice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import '../../../shared/ui/content.css';
import { CARD_SIZES, responsiveImage } from '../../../shared/ui/responsive-image';

type Kind = 'image' | 'video';

// The viewer and the player (Ant Design's Image preview and Modal) are fetched when a gallery
// is first opened, not with the page.
const PhotoViewer = lazyAntd(
  async () => (await import('../../../shared/ui/photo-viewer')).PhotoViewer,
);
const VideoModal = lazyAntd(
  async () => (await import('../../../shared/ui/video-modal')).VideoModal,
);

function VideoGalleryViewer({
  gallery,
  onClose,
}: {
  gallery: GalleryPublicDto | null;
  onClose: () => void;
}) {
  const [index, setIndex] = useState(0);
  useEffect(() => setIndex(0), [gallery]);
  const items = gallery?.gallery ?? [];
  const item = items[index];
  return (
    <VideoModal
      video={gallery && item ? { src: item.file, title: gallery.description } : null}
      onClose={onClose}
      footerExtra={
        items.length > 1 ? (
          <>
            <span className="gallery-viewer__count">
              {index + 1} / {items.length}
            </span>
            <Button disabled={index === 0} onClick={() => setIndex(index - 1)}>
              Anterior
            </Button>
            <Button disabled={index >= items.length - 1} onClick={() => setIndex(index + 1)}>
              Próximo
            </Button>
          </>
        ) : null
      }
    />
  );
}

/** "1 foto", "3 fotos", "1 vídeo"... */
const count = (kind: Kind, n: number) =>
  `${n} ${kind === 'image' ? (n === 1 ? 'foto' : 'fotos') : n === 1 ? 'vídeo' : 'vídeos'}`;

/** Photo or video galleries (POST gallery/public): cover cards; one opens its viewer. */
function GalleriesPage({ kind }: { kind: Kind }) {
  // A query (cached, deduplicated), though the API reads the filter from a POST body.
  const { data, isLoading, isError, refetch } = useListGalleriesPublicQuery({
    galleryPublicQueryDto: { filter: kind },
  });
  const [open, setOpen] = useState<GalleryPublicDto | null>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const viewerUsed = useOpenedOnce(open !== null);

  const title = kind === 'image' ? 'Galeria de fotos' : 'Galeria de vídeos';
  const galleries = data ?? [];
  const openGallery = (gallery: GalleryPublicDto) => {
    setOpen(gallery);
    if (kind === 'image') setCurrent(0);
  };

  return (
    <div className="galleries">
      <h1 className="content-page__title">{title}</h1>
      {isLoading ? <Skeleton rows={4} reserve /> : null}
      {isError ? (
        <Notice
          title="Não foi possível carregar as galerias."
          action={
            <Button size="small" onClick={() => void refetch()}>
              Tentar novamente
            </Button>
          }
        />
      ) : null}
      {data && galleries.length === 0 ? (
        <p className="content-empty">
          {kind === 'image'
            ? 'Nenhuma galeria de fotos publicada.'
            : 'Nenhuma galeria de vídeos publicada.'}
        </p>
      ) : null}
      {galleries.length > 0 ? (
        <ul className="media-grid" aria-label={title}>
          {galleries.map((gallery) => (
            <li key={gallery.id}>
              <button
                type="button"
                className="media-tile"
                onClick={() => openGallery(gallery)}
                aria-label={`Abrir galeria: ${gallery.description} (${count(kind, gallery.gallery.length)})`}
              >
                <img
                  {...responsiveImage(gallery.image, CARD_SIZES)}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  width={480}
                  height={270}
                />
                <span className="media-tile__caption">
                  {gallery.description} · {count(kind, gallery.gallery.length)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {!viewerUsed ? null : kind === 'image' ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={(open?.gallery ?? []).map((item, index) => ({
              src: item.file,
              alt: `${open?.description ?? ''} — foto ${index + 1}`,
            }))}
            current={open ? current : null}
            onCurrentChange={(index) => {
              setCurrent(index);
              if (index === null) setOpen(null);
            }}
            downloadable
          />
        </Suspense>
      ) : (
        <Suspense fallback={null}>
          <VideoGalleryViewer gallery={open} onClose={() => setOpen(null)} />
        </Suspense>
      )}
    </div>
  );
}

export function PhotoGalleriesPage() {
  return <GalleriesPage kind="image" />;
}

export function VideoGalleriesPage() {
  return <GalleriesPage kind="video" />;
}
