import ArrowLeftOutlined from '@ant-design/icons-svg/es/asn/ArrowLeftOutlined';
import { Link } from 'react-router-dom';
import { ErrorCode } from '@clube/shared';
import { readApiFailure } from '@clube/shared/web';
import { paths } from '../../../core/paths';
import { Button } from '../../../shared/ui/button';
import { Icon } from '../../../shared/ui/icon';
import { Notice } from '../../../shared/ui/notice';

/** The page of a news item that does not exist (404) or could not be read. */
export function NewsMissing({ error, retry }: { error: unknown; retry: () => void }) {
  const notFound = readApiFailure(error).code === ErrorCode.NotFound;
  return (
    <div className="news-detail news-detail--missing">
      <h1 className="content-page__title">
        {notFound ? 'Notícia não encontrada' : 'Não foi possível carregar a notícia.'}
      </h1>
      {notFound ? (
        <p>A notícia que você procura não existe ou não está mais publicada.</p>
      ) : (
        <Notice
          title="Tente novamente em instantes."
          action={
            <Button size="small" onClick={retry}>
              Tentar novamente
            </Button>
          }
        />
      )}
      <Link className="back-link" to={paths.newsAll}>
        <Icon icon={ArrowLeftOutlined} />
        Voltar para as notícias
      </Link>
    </div>
  );
}
