import { useEffect, useState, type ChangeEvent } from 'react';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { Icon } from '../../../shared/ui/icon';

interface PhotoFieldProps {
  id: string;
  /** Whose photo (the image's text). */
  label: string;
  /** The saved photo's URL. */
  current: string | null;
  /** The file chosen (not saved yet), or null. */
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** The photo, and a file input to choose another one: its preview shows until saved. */
export function PhotoField({ id, label, current, file, onChange, disabled }: PhotoFieldProps) {
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return undefined;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const shown = preview ?? current;
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    onChange(event.target.files?.[0] ?? null);
    event.target.value = '';
  };

  return (
    <div className="profile-photo">
      {shown ? (
        <img className="profile-photo__image" src={shown} alt={`Foto de ${label}`} />
      ) : (
        <span className="profile-photo__image profile-photo__image--empty" aria-hidden="true">
          <Icon icon={UserOutlined} />
        </span>
      )}
      <input
        id={id}
        className="visually-hidden profile-photo__input"
        type="file"
        accept="image/png,image/jpeg"
        onChange={choose}
        disabled={disabled}
        aria-label={`Foto de ${label}`}
      />
      <label className="btn btn--small profile-photo__choose" htmlFor={id}>
        {file ? 'Trocar foto' : 'Alterar foto'}
      </label>
    </div>
  );
}
