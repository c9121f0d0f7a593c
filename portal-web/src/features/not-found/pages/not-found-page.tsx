import { Link } from 'react-router-dom';
import { paths } from '../../../core/paths';
import './not-found-page.css';

/** Any unknown path (spec: 'Oops. Nothing here...' with a Go Home link). */
export function NotFoundPage() {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <p className="not-found__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="not-found__title">
        Oops. Nothing here...
      </h1>
      <Link className="button-link" to={paths.landing}>
        Go Home
      </Link>
    </section>
  );
}
