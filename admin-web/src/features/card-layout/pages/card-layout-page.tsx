import { hasPermission, LABELS, MSG, P } from '@clube/shared';
import { Alert, Button, Space } from 'antd';
import { useFormik } from 'formik';
import { useEffect, useState } from 'react';
import { useSelector } from 'react-redux';
import { useNavigate } from 'react-router-dom';
import { selectHeldPermissions } from '../../../core/session/session-slice';
import { failureMessage } from '@clube/shared/web';
import { useNotice } from '../../../shared/feedback/notice';
import { ColorField } from '../../../shared/forms/color-field';
import { FormikForm, showApiFailure } from '../../../shared/forms/formik-form';
import { ImageField } from '../../../shared/forms/image-field';
import { PageLoading } from '../../../shared/layout/page-loading';
import {
  useGetCardLayoutQuery,
  useSaveCardLayoutMutation,
  type CardLayoutDto,
} from '../api/card-layout-api';
import { cardLayoutSchema, type CardLayoutValues } from '../schemas/card-layout.schemas';
import './card-layout-page.css';

/** A membership card (ID-1, 85.6 × 53.98 mm). */
const CARD_ASPECT = 85.6 / 53.98;

function useObjectUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return undefined;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

function LayoutForm({ layout }: { layout: CardLayoutDto }) {
  const [saveLayout] = useSaveCardLayoutMutation();
  const notice = useNotice();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  // Saving needs update-card (the API's check): without it the layout is only shown.
  const canSave = hasPermission(useSelector(selectHeldPermissions), P.updateCard);

  const formik = useFormik<CardLayoutValues>({
    initialValues: { textColor: layout.textColor, image: null },
    validationSchema: cardLayoutSchema,
    onSubmit: async (values, helpers) => {
      if (!canSave) return;
      setFailure(null);
      try {
        await saveLayout({
          saveCardLayoutFormDto: {
            textColor: values.textColor.toUpperCase(),
            ...(values.image ? { image: values.image } : {}),
          },
        }).unwrap();
        notice({ kind: 'success', title: MSG.recordUpdated });
        helpers.resetForm({ values: { textColor: values.textColor.toUpperCase(), image: null } });
      } catch (error) {
        setFailure(showApiFailure(helpers, error));
      }
    },
  });

  const chosen = useObjectUrl(formik.values.image);
  const background = chosen ?? layout.image;

  return (
    <FormikForm formik={formik} idPrefix="card-layout" aria-label="Layout da Carteirinha">
      {failure && <Alert type="error" showIcon title={failure} />}
      {!canSave && (
        <Alert
          type="info"
          showIcon
          title="Você pode ver o layout da carteirinha, mas não alterá-lo."
        />
      )}
      <ImageField
        name="image"
        label="Imagem de fundo"
        kind="image"
        aspect={CARD_ASPECT}
        currentUrl={layout.image}
        extra="Recorte no formato da carteirinha, salvo em JPG."
      />
      <ColorField name="textColor" id="card-layout-color" label="Cor do texto" required />
      <figure className="card-layout__preview-figure">
        <div
          className="card-layout__preview"
          role="img"
          aria-label="Prévia da carteirinha"
          style={{
            color: formik.values.textColor || undefined,
            backgroundImage: background ? `url("${background}")` : undefined,
          }}
        >
          <strong>NOME DO ASSOCIADO</strong>
          <span>Matrícula 0000</span>
          <span>Validade 00/00/0000</span>
        </div>
        <figcaption>Prévia</figcaption>
      </figure>
      <Space>
        <Button onClick={() => void navigate('/')}>{LABELS.back}</Button>
        {canSave && (
          <Button type="primary" htmlType="submit" loading={formik.isSubmitting}>
            {LABELS.save}
          </Button>
        )}
      </Space>
    </FormikForm>
  );
}

/**
 * Layout da Carteirinha (carteirinha/layout; the route needs no permission, its menu link
 * list-card; saving needs update-card, which the API checks): background picture and text
 * colour, Voltar and Salvar — Salvar only with update-card; without it the layout is shown
 * with a notice that it cannot be changed.
 */
export default function CardLayoutPage() {
  const layout = useGetCardLayoutQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section className="card-layout" aria-labelledby="card-layout-title">
      <h1 id="card-layout-title" className="card-layout__title">
        Layout da Carteirinha
      </h1>
      {layout.isLoading ? (
        <PageLoading />
      ) : layout.data ? (
        <LayoutForm layout={layout.data} />
      ) : (
        <Alert type="error" showIcon title={failureMessage(layout.error)} />
      )}
    </section>
  );
}
