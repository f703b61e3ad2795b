import type { ReactNode } from 'react';

interface PageLayoutProps {
  title: string;
  description?: string;
  eyebrow?: string;
  actions?: ReactNode;
  children?: ReactNode;
  width?: 'narrow' | 'wide';
}

/** The titled frame every screen starts from: heading, short description, then content. */
export function PageLayout({ title, description, eyebrow, actions, children, width = 'wide' }: PageLayoutProps) {
  return (
    <div className={`page page--${width}`}>
      <div className="page__header">
        {eyebrow ? <p className="page__eyebrow">{eyebrow}</p> : null}
        <h1 className="page__title">{title}</h1>
        {description ? <p className="page__lead">{description}</p> : null}
        {actions ? <div className="page__actions">{actions}</div> : null}
      </div>
      {children}
    </div>
  );
}
