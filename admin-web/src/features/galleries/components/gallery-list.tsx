import { P } from '@clube/shared';
import { useCallback } from 'react';
import { ContentStatusBadge } from '../../../shared/forms/content-fields';
import {
  ListScreen,
  type ListColumn,
  type ListFormProps,
  type ListParams,
} from '../../../shared/list-screen';
import {
  useDeleteGalleryMutation,
  useListGalleriesQuery,
  type GalleryDto,
} from '../api/galleries-api';
import { GalleryForm, type GalleryKind } from './gallery-form';

const COLUMNS: ReadonlyArray<ListColumn<GalleryDto>> = [
  {
    key: 'image',
    title: 'Capa',
    width: 120,
    render: (_, gallery) => (
      <img src={gallery.image} alt="" className="gallery-list__cover" width={96} height={54} />
    ),
  },
  { key: 'description', title: 'Título', sortKey: 'description', dataIndex: 'description' },
  { key: 'files', title: 'Arquivos', render: (_, gallery) => gallery.gallery.length },
  {
    key: 'status',
    title: 'Status',
    sortKey: 'status',
    render: (_, gallery) => <ContentStatusBadge status={gallery.status} />,
  },
];

// One list hook per kind (the list screen calls it as a hook).
const usePhotoGalleries = (params: ListParams) =>
  useListGalleriesQuery({ ...params, filter: 'image' });
const useVideoGalleries = (params: ListParams) =>
  useListGalleriesQuery({ ...params, filter: 'video' });
const LIST_HOOKS = { image: usePhotoGalleries, video: useVideoGalleries } as const;

const galleryKey = (gallery: GalleryDto) => gallery.id;
const galleryLabel = (gallery: GalleryDto) => gallery.description;

/** A gallery list (list-gallery, filter=image|video; insert-, update-, delete-gallery). */
export function GalleryList({ kind, title }: { kind: GalleryKind; title: string }) {
  const [deleteGallery] = useDeleteGalleryMutation();
  const onDelete = useCallback(
    (gallery: GalleryDto) => deleteGallery({ id: gallery.id }).unwrap(),
    [deleteGallery],
  );
  const renderForm = useCallback(
    ({ id, close }: ListFormProps<number>) => <GalleryForm kind={kind} id={id} close={close} />,
    [kind],
  );
  return (
    <ListScreen<GalleryDto, number>
      title={title}
      entityName={kind === 'image' ? 'galeria de fotos' : 'galeria de vídeos'}
      columns={COLUMNS}
      rowKey={galleryKey}
      rowLabel={galleryLabel}
      useList={LIST_HOOKS[kind]}
      permissions={{ insert: P.insertGallery, update: P.updateGallery, delete: P.deleteGallery }}
      onDelete={onDelete}
      bulkDeleteEndpoint="gallery/multiple"
      renderForm={renderForm}
    />
  );
}
