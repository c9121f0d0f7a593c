import { useState } from 'react';
import { App, Button, Image, Modal } from 'antd';
import DownloadOutlined from '@ant-design/icons/DownloadOutlined';
import { MSG } from '@clube/shared';
import { isDownloadedFile, saveDownloadedFile } from '@clube/shared/web';
import { useDownloadFileMutation, useDownloadFilesMutation } from '../../core/api/generated-api';

export interface PhotoItem {
  src: string;
  alt: string;
}

interface PhotoViewerProps {
  photos: PhotoItem[];
  /** Index of the photo shown; null when the viewer is closed. */
  current: number | null;
  onCurrentChange: (index: number | null) => void;
  /** Offers the download dialog (current photo or all of them). */
  downloadable?: boolean;
}

/** Full-screen photo viewer (antd's preview group) with an optional download dialog. */
export function PhotoViewer({ photos, current, onCurrentChange, downloadable }: PhotoViewerProps) {
  const [askDownload, setAskDownload] = useState(false);
  return (
    <>
      <Image.PreviewGroup
        // A dark, solid backdrop: no page or footer text shows through the photo or its toolbar.
        classNames={{
          popup: {
            mask: 'photo-viewer__mask',
            footer: 'photo-viewer__footer',
            actions: 'photo-viewer__toolbar',
          },
        }}
        items={photos.map((photo) => ({ src: photo.src, alt: photo.alt }))}
        preview={{
          open: current !== null,
          current: current ?? 0,
          onOpenChange: (open) => {
            if (!open) onCurrentChange(null);
          },
          onChange: (index) => onCurrentChange(index),
          actionsRender: downloadable
            ? (node) => (
                <div className="photo-viewer__actions">
                  {node}
                  <Button
                    className="primary-action"
                    icon={<DownloadOutlined />}
                    onClick={() => setAskDownload(true)}
                  >
                    Download
                  </Button>
                </div>
              )
            : undefined,
        }}
      />
      {downloadable ? (
        <DownloadDialog
          open={askDownload}
          photos={photos}
          current={current ?? 0}
          onClose={() => setAskDownload(false)}
        />
      ) : null}
    </>
  );
}

interface DownloadDialogProps {
  open: boolean;
  photos: PhotoItem[];
  current: number;
  onClose: () => void;
}

/** The download choice: the photo on screen (download-file) or all of them (download-files). */
function DownloadDialog({ open, photos, current, onClose }: DownloadDialogProps) {
  const { modal } = App.useApp();
  const [downloadOne, one] = useDownloadFileMutation();
  const [downloadAll, all] = useDownloadFilesMutation();

  const run = async (kind: 'one' | 'all') => {
    try {
      // The base query reads the attachment into a DownloadedFile (object URL and name).
      const file =
        kind === 'one'
          ? await downloadOne({ downloadFileDto: { fileName: photos[current].src } }).unwrap()
          : await downloadAll({
              downloadFilesDto: { files: photos.map((photo) => photo.src), resize: true },
            }).unwrap();
      if (!isDownloadedFile(file)) throw new Error('the answer was not a file');
      saveDownloadedFile(file);
      onClose();
      modal.success({ title: MSG.downloadSuccess, zIndex: 1300 });
    } catch {
      modal.error({
        title: MSG.errorTitle,
        content: kind === 'one' ? MSG.downloadImageCorrupted : MSG.downloadOneImageCorrupted,
        zIndex: 1300,
      });
    }
  };

  return (
    <Modal open={open} title="Download" onCancel={onClose} zIndex={1200} footer={null} centered>
      <p>Escolha o que deseja baixar.</p>
      <div className="photo-viewer__download-choices">
        <Button className="primary-action" loading={one.isLoading} onClick={() => void run('one')}>
          Baixar esta foto
        </Button>
        <Button loading={all.isLoading} onClick={() => void run('all')}>
          Baixar todas as fotos ({photos.length})
        </Button>
      </div>
    </Modal>
  );
}
