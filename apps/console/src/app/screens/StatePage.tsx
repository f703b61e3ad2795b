import { Link } from 'react-router';

/** A page in place of a screen that cannot be shown (404, 403): its code, what happened, and the way back. */
export function StatePage({ code, title, body, back }: { code: number; title: string; body: string; back: { to: string; label: string } }) {
  return (
    <section className="state-page">
      <p className="state-page__code">{code}</p>
      <h1>{title}</h1>
      <p className="muted">{body}</p>
      <Link to={back.to} className="button button--primary">
        {back.label}
      </Link>
    </section>
  );
}
