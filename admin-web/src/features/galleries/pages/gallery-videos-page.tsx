import { GalleryList } from '../components/gallery-list';

/** Galeria de Vídeos. */
export default function GalleryVideosPage() {
  return <GalleryList kind="video" title="Galeria de Vídeos" />;
}
