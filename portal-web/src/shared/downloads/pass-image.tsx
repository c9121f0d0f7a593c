import { isDownloadedFile } from '@clube/shared/web';
import './pass-image.css';

/** What a generated image query hook gives (`use…ImageQuery({ id })`). */
export interface PassImageQuery {
  data?: unknown;
  isLoading: boolean;
  isFetching?: boolean;
  isError: boolean;
}

/** A hook of the generated API bringing one pass's image (an attachment) by its id. */
export type UsePassImage = (arg: { id: number }) => PassImageQuery;

/** Said where an invitation's image could not be brought (the download still tries again). */
export const PASS_IMAGE_FAILED = 'Não foi possível mostrar o convite. Use o botão de download.';

/** The image's alt text: what the gate keeper scans, named by its guest. */
export const passImageLabel = (name: string) => `Convite de ${name}`;

interface PassImageProps {
  /** The pass's id (an invitation of a reservation, a ticket). */
  id: number;
  /** The guest's name. */
  name: string;
  /** The generated query hook bringing its image (the same one its download uses). */
  useImage: UsePassImage;
}

/**
 * One invitation as the gate reads it: the API's image (1080×1350, the QR code of its signed
 * token and the printed code), shown as wide as the screen allows (up to 420 px), so a phone
 * can present it at the gate. The image comes from the query cache its download shares: saving
 * it does not fetch it again.
 */
export function PassImage({ id, name, useImage }: PassImageProps) {
  const image = useImage({ id });
  const file = isDownloadedFile(image.data) ? image.data : null;
  if (image.isError && !file) {
    return <p className="pass-image__failed">{PASS_IMAGE_FAILED}</p>;
  }
  return (
    <figure className="pass-image">
      {file ? (
        <img
          className="pass-image__img"
          src={file.url}
          alt={passImageLabel(name)}
          width={1080}
          height={1350}
        />
      ) : (
        <div
          className="pass-image__img pass-image__img--loading"
          role="status"
          aria-label={`Carregando o convite de ${name}`}
        />
      )}
    </figure>
  );
}

/** The images of a list of invitations, each under its guest's name. */
export function PassImages({
  passes,
  useImage,
  label,
}: {
  passes: readonly { id: number; name: string }[];
  useImage: UsePassImage;
  /** The list's accessible name. */
  label: string;
}) {
  if (passes.length === 0) return null;
  return (
    <ul className="pass-images" aria-label={label}>
      {passes.map((pass) => (
        <li key={pass.id}>
          <p>{pass.name}</p>
          <PassImage id={pass.id} name={pass.name} useImage={useImage} />
        </li>
      ))}
    </ul>
  );
}
