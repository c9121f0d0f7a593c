import { useSelector } from 'react-redux';
import { selectIsStaff, selectProfile } from '../../../core/session/session-slice';
import './home-page.css';

/** The admin home (the spec's base path: an empty page). */
export default function HomePage() {
  const isStaff = useSelector(selectIsStaff);
  const profile = useSelector(selectProfile);
  const name = isStaff && profile ? [profile.name, profile.surname].filter(Boolean).join(' ') : '';

  return (
    <section className="admin-home" aria-labelledby="admin-home-title">
      <h1 id="admin-home-title" className="admin-home__title">
        Painel administrativo
      </h1>
      {name && <p className="admin-home__greeting">Olá, {name}!</p>}
    </section>
  );
}
