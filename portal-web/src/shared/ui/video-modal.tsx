import { Button, Modal } from 'antd';
import { LABELS } from '@clube/shared';

export interface VideoItem {
  src: string;
  title: string;
}

interface VideoModalProps {
  video: VideoItem | null;
  onClose: () => void;
  /** Shown under the player (e.g. previous/next of a gallery). */
  footerExtra?: React.ReactNode;
}

/** A video played in a dialog with the browser's own controls. */
export function VideoModal({ video, onClose, footerExtra }: VideoModalProps) {
  return (
    <Modal
      open={Boolean(video)}
      title={video?.title}
      onCancel={onClose}
      width={860}
      centered
      destroyOnHidden
      footer={
        <div className="video-modal__footer">
          {footerExtra}
          <Button onClick={onClose}>{LABELS.close}</Button>
        </div>
      }
    >
      {video ? (
        <video
          key={video.src}
          className="video-modal__player"
          src={video.src}
          controls
          autoPlay
          preload="metadata"
          aria-label={video.title}
        />
      ) : null}
    </Modal>
  );
}
