import { Link } from 'react-router-dom';
import { paths } from '../../../core/paths';

/** /about: the spec's bare placeholder; the about page itself is /sobre. */
export function AboutPlaceholderPage() {
  return (
    <div>
      <h1>Sobre</h1>
      <p>
        <Link to={paths.about}>Conheça o clube</Link>
      </p>
    </div>
  );
}
