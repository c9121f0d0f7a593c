import { GalleryList } from '../components/gallery-list';

/** Galeria de Fotos. */
export default function GalleryPhotosPage() {
  return <GalleryList kind="image" title="Galeria de Fotos" />;
}
