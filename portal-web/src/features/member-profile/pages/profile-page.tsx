import type { ReactNode } from 'react';
import DownloadOutlined from '@ant-design/icons-svg/es/asn/DownloadOutlined';
import { MSG } from '@clube/shared';
import { isDownloadedFile, readApiFailure, saveDownloadedFile } from '@clube/shared/web';
import { useAppDispatch } from '../../../core/store-hooks';
import { useAlerts } from '../../../shared/ui/alerts';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Notice } from '../../../shared/ui/notice';
import { Skeleton } from '../../../shared/ui/skeleton';
import { memberProfileApi, useGetAssociateProfileQuery } from '../api/generated-api';
import { ChangePasswordForm } from '../components/change-password-form';
import { DependentForm } from '../components/dependent-form';
import { ProfileDataForm } from '../components/profile-data-form';
import './profile-page.css';

/** LGPD: everything the club keeps about the member, as the JSON file the API sends. */
function ExportDataButton() {
  const dispatch = useAppDispatch();
  const alerts = useAlerts();
  const download = async () => {
    const request = dispatch(
      memberProfileApi.endpoints.exportAssociateData.initiate(undefined, {
        forceRefetch: true,
        subscribe: false,
      }),
    );
    try {
      const file = await request.unwrap();
      if (!isDownloadedFile(file)) throw new Error('not a file');
      saveDownloadedFile(file);
      alerts.success(MSG.downloadSuccess);
    } catch (error) {
      alerts.error(readApiFailure(error).message);
    }
  };
  return (
    <Button icon={<Icon icon={DownloadOutlined} />} onClick={() => void download()}>
      Baixar meus dados
    </Button>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card profile-section" aria-labelledby={id}>
      <h2 id={id} className="profile-section__title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Meu Perfil (`/associado/perfil`, route profile; login required): the member's data, the
 * password change and the dependents, each saved on its own; and the LGPD download of the
 * member's data.
 */
export function ProfilePage() {
  const {
    data: profile,
    error,
    isLoading,
    refetch,
  } = useGetAssociateProfileQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });

  return (
    <div className="profile-page">
      <div className="profile-page__header">
        <h1 className="profile-page__title">Meu Perfil</h1>
        {profile ? <ExportDataButton /> : null}
      </div>
      {isLoading ? <Skeleton rows={6} reserve /> : null}
      {error && !profile ? (
        <Notice
          title={readApiFailure(error).message}
          action={<Button onClick={() => void refetch()}>Tentar novamente</Button>}
        />
      ) : null}
      {profile ? (
        <>
          <Section id="profile-data-title" title="Meus dados">
            <ProfileDataForm profile={profile} />
          </Section>
          <Section id="profile-password-title" title="Alterar senha">
            <ChangePasswordForm />
          </Section>
          <Section id="profile-dependents-title" title="Dependentes">
            {profile.dependents.length === 0 ? (
              <p className="profile-section__intro">Nenhum dependente cadastrado.</p>
            ) : (
              <div className="profile-dependents">
                {profile.dependents.map((dependent) => (
                  <DependentForm
                    key={dependent.id}
                    dependent={dependent}
                    editableFields={profile.dependentEditableFields}
                  />
                ))}
              </div>
            )}
          </Section>
        </>
      ) : null}
    </div>
  );
}
