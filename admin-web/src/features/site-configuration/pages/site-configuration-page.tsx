import {
  DEFAULT_SITE_COLORS,
  formatCnpj,
  formatPhone,
  hasPermission,
  MSG,
  nationalPhoneDigits,
  onlyDigits,
  P,
  RecordStatus,
  resolveSiteColors,
  type SiteColorKey,
} from '@clube/shared';
import { failureMessage } from '@clube/shared/web';
import { Alert, Button, Card } from 'antd';
import { useFormik } from 'formik';
import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectHeldPermissions } from '../../../core/session/session-slice';
import { useNotice } from '../../../shared/feedback/notice';
import { SelectField } from '../../../shared/forms/choice-fields';
import { ColorField } from '../../../shared/forms/color-field';
import { FileField } from '../../../shared/forms/file-fields';
import { FormikForm } from '../../../shared/forms/formik-form';
import { RichTextField } from '../../../shared/forms/rich-text-field';
import { TextField } from '../../../shared/forms/text-fields';
import { SwitchField } from '../../../shared/forms/switch-field';
import { NumberField } from '../../../shared/forms/number-field';
import { PageLoading } from '../../../shared/layout/page-loading';
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

/** No new file chosen, none of the saved ones to remove. */
const NO_FILES = {
  logo1: null,
  logo2: null,
  docPdf1: null,
  docPdf2: null,
  remove: { logo1: false, logo2: false, docPdf1: false, docPdf2: false },
};

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
    otherFamiliesFree: settings.otherFamiliesFree,
    guestVisitsPerMonth: settings.guestVisitsPerMonth,
    templateDefault: settings.templateDefault?.id ?? null,
    ...NO_FILES,
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
  const templates = useListTicketTemplatesQuery({ take: 100 }, { refetchOnMountOrArgChange: true });
  const templateOptions = (templates.data?.data ?? []).map((t) => ({
    value: t.id,
    label: t.status.id === RecordStatus.Active ? t.title : `${t.title} (${t.status.description})`,
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
            otherFamiliesFree: values.otherFamiliesFree,
            guestVisitsPerMonth: values.guestVisitsPerMonth ?? null,
            templateDefault: values.templateDefault,
            remove: fileKeys.filter((key) => values.remove[key] && !values[key]),
            ...Object.fromEntries(
              fileKeys.filter((key) => values[key]).map((key) => [key, values[key] as File]),
            ),
          },
        }).unwrap();
        setSaved(answer);
        setRound((n) => n + 1);
        helpers.resetForm({ values: initialValues(answer) });
        notice({ kind: 'success', title: MSG.recordUpdated });
      } catch (error) {
        setFailure(failureMessage(error));
      }
    },
  });

  const urls: Record<FileKey, string | null> = {
    logo1: saved.logo1,
    logo2: saved.logo2,
    docPdf1: saved.docPdf1,
    docPdf2: saved.docPdf2,
  };

  const file = ([name, label, kind, image]: (typeof FILES)[number]) => (
    <FileField
      key={`${name}-${round}`}
      name={name}
      label={label}
      kind={kind}
      image={image}
      currentUrl={urls[name]}
      removeName={`remove.${name}`}
    />
  );

  const phone = (name: 'telephone' | 'cellphone', label: string, placeholder: string) => (
    <TextField
      name={name}
      label={label}
      inputMode="numeric"
      placeholder={placeholder}
      format={formatPhone}
    />
  );

  return (
    <FormikForm formik={formik} idPrefix="site" aria-label="Configurações do site">
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
        <TextField name="clubName" label="Nome do clube" />
        <div className="site-config__colors">
          {COLORS.map(([name, label]) => (
            <ColorField
              key={name}
              name={name}
              label={label}
              required
              fallback={DEFAULT_SITE_COLORS[name]}
            />
          ))}
        </div>
        {FILES.filter(([, , , image]) => image).map(file)}
        <SelectField
          name="templateDefault"
          label="Modelo de convite padrão"
          allowClear
          placeholder="Nenhum"
          loading={templates.isLoading}
          options={templateOptions}
        />
      </Card>

      <Card title={<h2 className="site-config__card-title">Contato</h2>}>
        {phone('telephone', 'Telefone', '(00) 0000-0000')}
        {phone('cellphone', 'Celular (WhatsApp)', '(00) 00000-0000')}
        <TextField name="email" label="E-mail de contato" type="email" />
        <TextField name="emailAdm" label="E-mail da administração" type="email" />
        <TextField name="address" label="Endereço" />
        <TextField
          name="companyNumber"
          label="CNPJ"
          inputMode="numeric"
          placeholder="00.000.000/0000-00"
          format={formatCnpj}
        />
        <TextField name="facebookUrl" label="Facebook" type="url" />
        <TextField name="instagramUrl" label="Instagram" type="url" />
        <TextField name="youtubeUrl" label="YouTube" type="url" />
      </Card>

      <Card title={<h2 className="site-config__card-title">Conteúdo</h2>}>
        <RichTextField name="timeAttendance" label="Horário de atendimento" />
        <RichTextField name="homeContents" label="Conteúdo da home" />
        <RichTextField name="aboutColibri" label="Sobre o clube" />
        {FILES.filter(([, , , image]) => !image).map(file)}
      </Card>

      <Card title={<h2 className="site-config__card-title">Reservas</h2>}>
        <NumberField
          name="reservationCancelHours"
          label="Cancelamento de reservas (horas de antecedência)"
          required
          extra={<span id="site-reservationCancelHours-help">{CANCEL_HOURS_HELP}</span>}
          describedBy="site-reservationCancelHours-help"
          inputMode="numeric"
          className="site-config__hours"
          fullWidth={false}
        />
        <NumberField
          name="guestVisitsPerMonth"
          label="Visitas por mês de um mesmo convidado"
          extra="Reservas em que um convidado de fora (pelo CPF) pode estar no mesmo mês, somando todos os anfitriões. Vazio: sem limite."
          inputMode="numeric"
          className="site-config__hours"
          fullWidth={false}
          min={1}
          max={31}
          precision={0}
        />
        <SwitchField
          name="otherFamiliesFree"
          id="site-other-families-free"
          label="Associados e dependentes de outras famílias entram grátis como convidados"
          extra="Desligado: só a família de quem reserva ou compra é grátis; os de outras famílias pagam o valor de convidado."
        />
      </Card>

      <div className="site-config__actions">
        <Button type="primary" htmlType="submit" disabled={!canSave} loading={formik.isSubmitting}>
          Salvar
        </Button>
      </div>
    </FormikForm>
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
        Configurações do Site
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
