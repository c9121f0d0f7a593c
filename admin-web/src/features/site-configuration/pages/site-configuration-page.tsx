import {
  DEFAULT_SITE_COLORS,
  formatCnpj,
  formatPhone,
  hasPermission,
  MSG,
  nationalPhoneDigits,
  onlyDigits,
  P,
  resolveSiteColors,
  type SiteColorKey,
} from '@clube/shared';
import { Alert, Button, Card, Input, InputNumber, Select } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectHeldPermissions } from '../../../core/session/session-slice';
import { failureMessage } from '@clube/shared/web';
import { useNotice } from '../../../shared/feedback/notice';
import { ColorField } from '../../../shared/forms/color-field';
import { FileInput } from '../../../shared/forms/file-input';
import { FormField, touchedError } from '../../../shared/forms/form-field';
import { PageLoading } from '../../../shared/layout/page-loading';
import { RichTextEditor } from '../../../shared/rich-text/rich-text-editor';
import type { UploadKind } from '../../../shared/uploads/uploads';
import { useListTicketTemplatesQuery } from '../../ticket-templates';
import {
  useGetSiteConfigurationQuery,
  useListFacilitiesQuery,
  useUpdateSiteConfigurationMutation,
  type SiteConfigurationDto,
} from '../api/site-configuration-api';
import { FacilitiesEditor } from '../components/facilities-editor';
import {
  siteConfigurationSchema,
  type SiteConfigurationValues,
} from '../schemas/site-configuration.schemas';
import './site-configuration-page.css';

const COLORS: ReadonlyArray<[SiteColorKey, string]> = [
  ['primaryColor', 'Cor primária'],
  ['secondaryColor', 'Cor secundária'],
  ['primaryButtonTextColor', 'Texto do botão primário'],
  ['SecondaryButtonTextColor', 'Texto do botão secundário'],
  ['footerMainColor', 'Cor do rodapé'],
  ['homeNewsColor', 'Cor das notícias na home'],
  ['homePhotosColor', 'Cor das fotos na home'],
  ['homeVideosColor', 'Cor dos vídeos na home'],
];

type FileKey = 'logo1' | 'logo2' | 'docPdf1' | 'docPdf2';
const FILES: ReadonlyArray<[FileKey, string, UploadKind, boolean]> = [
  ['logo1', 'Logo principal', 'image', true],
  ['logo2', 'Logo secundário', 'image', true],
  ['docPdf1', 'Estatuto (PDF)', 'document', false],
  ['docPdf2', 'Regimento interno (PDF)', 'document', false],
];

type TextKey =
  'clubName' | 'email' | 'emailAdm' | 'address' | 'facebookUrl' | 'instagramUrl' | 'youtubeUrl';

function initialValues(settings: SiteConfigurationDto): SiteConfigurationValues {
  const colors = resolveSiteColors(settings);
  return {
    clubName: settings.clubName ?? '',
    ...colors,
    telephone: settings.telephone ? formatPhone(settings.telephone) : '',
    cellphone: settings.cellphone ? formatPhone(settings.cellphone) : '',
    email: settings.email ?? '',
    emailAdm: settings.emailAdm ?? '',
    address: settings.address ?? '',
    companyNumber: settings.companyNumber ? formatCnpj(settings.companyNumber) : '',
    timeAttendance: settings.timeAttendance ?? '',
    homeContents: settings.homeContents ?? '',
    aboutColibri: settings.aboutColibri ?? '',
    facebookUrl: settings.facebookUrl ?? '',
    instagramUrl: settings.instagramUrl ?? '',
    youtubeUrl: settings.youtubeUrl ?? '',
    reservationCancelHours: settings.reservationCancelHours,
  };
}

const CANCEL_HOURS_HELP =
  'Até quantas horas antes do início o associado pode cancelar uma reserva confirmada.';

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

function SettingsForm({ settings, canSave }: { settings: SiteConfigurationDto; canSave: boolean }) {
  const [save] = useUpdateSiteConfigurationMutation();
  const notice = useNotice();
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(settings);
  const [files, setFiles] = useState<Record<FileKey, File | null>>({
    logo1: null,
    logo2: null,
    docPdf1: null,
    docPdf2: null,
  });
  const [removed, setRemoved] = useState<Record<FileKey, boolean>>({
    logo1: false,
    logo2: false,
    docPdf1: false,
    docPdf2: false,
  });
  const [templateDefault, setTemplateDefault] = useState<number | null>(
    settings.templateDefault?.id ?? null,
  );
  const templates = useListTicketTemplatesQuery({ take: 100 }, { refetchOnMountOrArgChange: true });
  const templateOptions = (templates.data?.data ?? []).map((t) => ({
    value: t.id,
    label: t.status.id === 1 ? t.title : `${t.title} (${t.status.description})`,
  }));
  if (
    settings.templateDefault &&
    !templateOptions.some((o) => o.value === settings.templateDefault?.id)
  ) {
    templateOptions.push({
      value: settings.templateDefault.id,
      label: settings.templateDefault.title,
    });
  }
  // A new picker after each save (a file input cannot be cleared from outside).
  const [round, setRound] = useState(0);

  const formik = useFormik<SiteConfigurationValues>({
    initialValues: initialValues(settings),
    validationSchema: siteConfigurationSchema,
    onSubmit: async (values, helpers) => {
      setFailure(null);
      const fileKeys = FILES.map(([key]) => key);
      try {
        const answer = await save({
          siteConfigurationFormDto: {
            clubName: values.clubName.trim() || undefined,
            primaryColor: values.primaryColor,
            secondaryColor: values.secondaryColor,
            primaryButtonTextColor: values.primaryButtonTextColor,
            SecondaryButtonTextColor: values.SecondaryButtonTextColor,
            footerMainColor: values.footerMainColor,
            homeNewsColor: values.homeNewsColor,
            homePhotosColor: values.homePhotosColor,
            homeVideosColor: values.homeVideosColor,
            telephone: orNull(nationalPhoneDigits(values.telephone)),
            cellphone: orNull(nationalPhoneDigits(values.cellphone)),
            email: orNull(values.email),
            emailAdm: orNull(values.emailAdm),
            address: orNull(values.address),
            companyNumber: orNull(onlyDigits(values.companyNumber)),
            timeAttendance: orNull(values.timeAttendance),
            homeContents: orNull(values.homeContents),
            aboutColibri: orNull(values.aboutColibri),
            facebookUrl: orNull(values.facebookUrl),
            instagramUrl: orNull(values.instagramUrl),
            youtubeUrl: orNull(values.youtubeUrl),
            reservationCancelHours: Number(values.reservationCancelHours),
            templateDefault,
            remove: fileKeys.filter((key) => removed[key] && !files[key]),
            ...Object.fromEntries(
              fileKeys.filter((key) => files[key]).map((key) => [key, files[key] as File]),
            ),
          },
        }).unwrap();
        setSaved(answer);
        setTemplateDefault(answer.templateDefault?.id ?? null);
        setFiles({ logo1: null, logo2: null, docPdf1: null, docPdf2: null });
        setRemoved({ logo1: false, logo2: false, docPdf1: false, docPdf2: false });
        setRound((n) => n + 1);
        helpers.resetForm({ values: initialValues(answer) });
        notice({ kind: 'success', title: MSG.recordUpdated });
      } catch (error) {
        setFailure(failureMessage(error));
      }
    },
  });

  const text = (name: TextKey, label: string, type = 'text') => (
    <FormField id={`site-${name}`} label={label} error={touchedError(formik, name)}>
      {(a11y) => (
        <Input
          {...a11y}
          name={name}
          type={type}
          value={formik.values[name]}
          onChange={formik.handleChange}
          onBlur={formik.handleBlur}
        />
      )}
    </FormField>
  );

  const masked = (
    name: 'telephone' | 'cellphone' | 'companyNumber',
    label: string,
    format: (value: string) => string,
    placeholder: string,
  ) => (
    <FormField id={`site-${name}`} label={label} error={touchedError(formik, name)}>
      {(a11y) => (
        <Input
          {...a11y}
          name={name}
          inputMode="numeric"
          placeholder={placeholder}
          value={formik.values[name]}
          onChange={(event) => void formik.setFieldValue(name, format(event.target.value))}
          onBlur={formik.handleBlur}
        />
      )}
    </FormField>
  );

  const rich = (name: 'timeAttendance' | 'homeContents' | 'aboutColibri', label: string) => (
    <FormField id={`site-${name}`} label={label} error={touchedError(formik, name)}>
      {(a11y) => (
        <RichTextEditor
          {...a11y}
          aria-label={label}
          value={formik.values[name]}
          onChange={(html) => void formik.setFieldValue(name, html)}
          onBlur={() => void formik.setFieldTouched(name)}
        />
      )}
    </FormField>
  );

  const urls: Record<FileKey, string | null> = {
    logo1: saved.logo1,
    logo2: saved.logo2,
    docPdf1: saved.docPdf1,
    docPdf2: saved.docPdf2,
  };

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-label="Configurações do site">
      {failure && <Alert type="error" showIcon title={failure} className="site-config__alert" />}
      {!canSave && (
        <Alert
          type="info"
          showIcon
          className="site-config__alert"
          title="Você pode ver as configurações, mas não alterá-las."
        />
      )}
      <Card title={<h2 className="site-config__card-title">Identidade</h2>}>
        {text('clubName', 'Nome do clube')}
        <div className="site-config__colors">
          {COLORS.map(([name, label]) => (
            <FormField
              key={name}
              id={`site-${name}`}
              label={label}
              required
              error={touchedError(formik, name)}
            >
              {(a11y) => (
                <ColorField
                  label={label}
                  describedBy={a11y['aria-describedby']}
                  value={formik.values[name] || DEFAULT_SITE_COLORS[name]}
                  onChange={(hex) => {
                    void formik.setFieldValue(name, hex);
                    void formik.setFieldTouched(name, true, false);
                  }}
                />
              )}
            </FormField>
          ))}
        </div>
        {FILES.filter(([, , , image]) => image).map(([name, label, kind]) => (
          <FormField key={name} id={`site-${name}`} label={label}>
            {(a11y) => (
              <FileInput
                key={round}
                {...a11y}
                kind={kind}
                image
                value={files[name]}
                currentUrl={urls[name]}
                onChange={(file) => setFiles((all) => ({ ...all, [name]: file }))}
                removed={removed[name]}
                onRemoveChange={(flag) => setRemoved((all) => ({ ...all, [name]: flag }))}
              />
            )}
          </FormField>
        ))}
        <FormField id="site-templateDefault" label="Modelo de convite padrão">
          {(a11y) => (
            <Select
              {...a11y}
              allowClear
              placeholder="Nenhum"
              loading={templates.isLoading}
              value={templateDefault ?? undefined}
              options={templateOptions}
              onChange={(value: number | undefined) => setTemplateDefault(value ?? null)}
            />
          )}
        </FormField>
      </Card>

      <Card title={<h2 className="site-config__card-title">Contato</h2>}>
        {masked('telephone', 'Telefone', formatPhone, '(00) 0000-0000')}
        {masked('cellphone', 'Celular (WhatsApp)', formatPhone, '(00) 00000-0000')}
        {text('email', 'E-mail de contato', 'email')}
        {text('emailAdm', 'E-mail da administração', 'email')}
        {text('address', 'Endereço')}
        {masked('companyNumber', 'CNPJ', formatCnpj, '00.000.000/0000-00')}
        {text('facebookUrl', 'Facebook', 'url')}
        {text('instagramUrl', 'Instagram', 'url')}
        {text('youtubeUrl', 'YouTube', 'url')}
      </Card>

      <Card title={<h2 className="site-config__card-title">Conteúdo</h2>}>
        {rich('timeAttendance', 'Horário de atendimento')}
        {rich('homeContents', 'Conteúdo da home')}
        {rich('aboutColibri', 'Sobre o clube')}
        {FILES.filter(([, , , image]) => !image).map(([name, label, kind]) => (
          <FormField key={name} id={`site-${name}`} label={label}>
            {(a11y) => (
              <FileInput
                key={round}
                {...a11y}
                kind={kind}
                value={files[name]}
                currentUrl={urls[name]}
                onChange={(file) => setFiles((all) => ({ ...all, [name]: file }))}
                removed={removed[name]}
                onRemoveChange={(flag) => setRemoved((all) => ({ ...all, [name]: flag }))}
              />
            )}
          </FormField>
        ))}
      </Card>

      <Card title={<h2 className="site-config__card-title">Reservas</h2>}>
        <FormField
          id="site-reservationCancelHours"
          label="Cancelamento de reservas (horas de antecedência)"
          required
          error={touchedError(formik, 'reservationCancelHours')}
          extra={<span id="site-reservationCancelHours-help">{CANCEL_HOURS_HELP}</span>}
        >
          {(a11y) => (
            <InputNumber
              {...a11y}
              aria-describedby={[a11y['aria-describedby'], 'site-reservationCancelHours-help']
                .filter(Boolean)
                .join(' ')}
              name="reservationCancelHours"
              step={1}
              inputMode="numeric"
              className="site-config__hours"
              value={formik.values.reservationCancelHours}
              onChange={(value) =>
                void formik.setFieldValue('reservationCancelHours', value ?? null)
              }
              onBlur={() => void formik.setFieldTouched('reservationCancelHours', true)}
            />
          )}
        </FormField>
      </Card>

      <div className="site-config__actions">
        <Button type="primary" htmlType="submit" disabled={!canSave} loading={formik.isSubmitting}>
          Salvar
        </Button>
      </div>
    </form>
  );
}

/** Configurações do site (list-site-configuration; saving needs update-site-configuration). */
export default function SiteConfigurationPage() {
  const held = useSelector(selectHeldPermissions);
  const canSave = hasPermission(held, P.updateSiteConfiguration);
  const settings = useGetSiteConfigurationQuery(undefined, { refetchOnMountOrArgChange: true });
  const facilities = useListFacilitiesQuery(undefined, { refetchOnMountOrArgChange: true });

  return (
    <section className="site-config" aria-labelledby="site-config-title">
      <h1 id="site-config-title" className="site-config__title">
        Configurações do site
      </h1>
      {settings.isLoading ? (
        <PageLoading />
      ) : settings.data ? (
        <SettingsForm settings={settings.data} canSave={canSave} />
      ) : (
        <Alert type="error" showIcon title={failureMessage(settings.error)} />
      )}
      {facilities.data && <FacilitiesEditor facilities={facilities.data} canSave={canSave} />}
    </section>
  );
}
