import { Suspense, useEffect, useRef, useState } from 'react';
import PlayCircleOutlined from '@ant-design/icons-svg/es/asn/PlayCircleOutlined';
import type { HomeMediaDto } from '../api/generated-api';
import { lazyAntd, useOpenedOnce } from '../../../shared/antd/lazy-antd';
import { Icon } from '../../../shared/ui/icon';
import { responsiveImage } from '../../../shared/ui/responsive-image';

/** A media tile's slot: the whole width on phones, about 300 px on wider screens. */
const TILE_SIZES = '(max-width: 600px) 100vw, 300px';

// The viewer and the player (Ant Design's Image preview and Modal) are fetched on the first
// click on a tile, not with the page.
const PhotoViewer = lazyAntd(
  async () => (await import('../../../shared/ui/photo-viewer')).PhotoViewer,
);
const VideoModal = lazyAntd(
  async () => (await import('../../../shared/ui/video-modal')).VideoModal,
);

/** Photo tiles; a click opens the viewer on that photo. */
export function PhotoTiles({ photos }: { photos: HomeMediaDto[] }) {
  const [current, setCurrent] = useState<number | null>(null);
  const viewerUsed = useOpenedOnce(current !== null);
  return (
    <>
      <ul className="media-grid" aria-label="Fotos">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className="media-tile"
              onClick={() => setCurrent(index)}
              aria-label={`Abrir foto ${index + 1}: ${photo.description}`}
            >
              <img
                {...responsiveImage(photo.file, TILE_SIZES)}
                alt=""
                loading="lazy"
                decoding="async"
                width={480}
                height={270}
              />
            </button>
          </li>
        ))}
      </ul>
      {viewerUsed ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photos={photos.map((photo) => ({ src: photo.file, alt: photo.description }))}
            current={current}
            onCurrentChange={setCurrent}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The first frame of a video as its tile's picture, fetched only when the tile comes near
 * the screen (videos have no poster image): a visitor who does not scroll down does not
 * download and decode four videos.
 */
function VideoPreview({ src }: { src: string }) {
  const video = useRef<HTMLVideoElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return (
    <video
      ref={video}
      src={near ? `${src}#t=0.1` : undefined}
      preload={near ? 'metadata' : 'none'}
      muted
      tabIndex={-1}
    />
  );
}

/** Video tiles (the first frame); a click plays the video in a dialog. */
export function VideoTiles({ videos }: { videos: HomeMediaDto[] }) {
  const [open, setOpen] = useState<HomeMediaDto | null>(null);
  const playerUsed = useOpenedOnce(open !== null);
  return (
    <>
      <ul className="media-grid" aria-label="Vídeos">
        {videos.map((video, index) => (
          <li key={video.id}>
            <button
              type="button"
              className="media-tile"
              onClick={() => setOpen(video)}
              aria-label={`Assistir vídeo ${index + 1}: ${video.description}`}
            >
              <VideoPreview src={video.file} />
              <span className="media-tile__play" aria-hidden="true">
                <Icon icon={PlayCircleOutlined} />
              </span>
            </button>
          </li>
        ))}
      </ul>
      {playerUsed ? (
        <Suspense fallback={null}>
          <VideoModal
            video={open ? { src: open.file, title: open.description } : null}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
