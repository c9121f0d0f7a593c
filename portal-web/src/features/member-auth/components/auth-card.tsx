import type { ReactNode } from 'react';
import './auth-card.css';

interface AuthCardProps {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}

/** The frame of the member sign-in screens: a centred card with a heading. */
export function AuthCard({ title, intro, children }: AuthCardProps) {
  return (
    <section className="auth-card" aria-labelledby="auth-card-title">
      <div className="card">
        <h1 id="auth-card-title" className="auth-card__title">
          {title}
        </h1>
        {intro ? <p className="auth-card__intro">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
