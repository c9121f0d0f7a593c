import { Result } from 'antd';
import { Link } from 'react-router-dom';
import { HOME_PATH } from '../../../core/paths';
import './not-found-page.css';

/** Any path under /admin that is not a route: a 404 page, nothing else shown. */
export default function NotFoundPage() {
  return (
    <Result
      status="404"
      title={<h1 className="admin-not-found__title">Página não encontrada</h1>}
      subTitle="Erro 404: o endereço acessado não existe no painel administrativo."
      extra={<Link to={HOME_PATH}>Voltar para o painel administrativo</Link>}
    />
  );
}
