import { useState } from 'react';
import PlayCircleOutlined from '@ant-design/icons/PlayCircleOutlined';
import type { HomeMediaDto } from '../api/generated-api';
import { PhotoViewer } from '../../../shared/ui/photo-viewer';
import { VideoModal } from '../../../shared/ui/video-modal';

/** Photo tiles; a click opens the viewer on that photo. */
export function PhotoTiles({ photos }: { photos: HomeMediaDto[] }) {
  const [current, setCurrent] = useState<number | null>(null);
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
                src={photo.file}
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
      <PhotoViewer
        photos={photos.map((photo) => ({ src: photo.file, alt: photo.description }))}
        current={current}
        onCurrentChange={setCurrent}
      />
    </>
  );
}

/** Video tiles (the first frame); a click plays the video in a dialog. */
export function VideoTiles({ videos }: { videos: HomeMediaDto[] }) {
  const [open, setOpen] = useState<HomeMediaDto | null>(null);
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
              <video src={`${video.file}#t=0.1`} preload="metadata" muted tabIndex={-1} />
              <span className="media-tile__play" aria-hidden="true">
                <PlayCircleOutlined />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <VideoModal
        video={open ? { src: open.file, title: open.description } : null}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
