import { Alert, Button, Skeleton } from 'antd';
import { useSite } from '../../../shared/site-settings/site-settings-context';
import { SafeHtml } from '../../../shared/ui/safe-html';
import './landing-page.css';

/** Landing page: the settings' home contents (news, photos and videos come with their issue). */
export function LandingPage() {
  const { settings, status, retry } = useSite();
  const clubName = settings?.clubName?.trim();
  return (
    <div className="landing">
      <h1 className="visually-hidden">{clubName || 'Página inicial'}</h1>
      {status === 'loading' ? <Skeleton active paragraph={{ rows: 4 }} /> : null}
      {status === 'failed' ? (
        <Alert
          type="warning"
          showIcon
          title="Não foi possível carregar o conteúdo do site."
          action={
            <Button size="small" onClick={retry}>
              Tentar novamente
            </Button>
          }
        />
      ) : null}
      <SafeHtml className="landing__contents" html={settings?.homeContents} />
    </div>
  );
}
