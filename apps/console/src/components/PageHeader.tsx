import type { ReactNode } from 'react';
import { Link } from 'react-router';

/**
 * A screen's title, breadcrumbs and actions. Usage:
 * `<PageHeader title={t('events.title')} breadcrumbs={[{ label: t('events.title'), to: '..' }, { label: event.name }]} actions={<button …/>} />`.
 * Without `breadcrumbs` it shows none (the layout's trail, built from the routes' `handle.crumb`, is above it).
 */
export interface Crumb {
  label: string;
  to?: string;
}

export function PageHeader({ title, description, breadcrumbs, actions }: { title: string; description?: ReactNode; breadcrumbs?: Crumb[]; actions?: ReactNode }) {
  return (
    <header className="page-header">
      {breadcrumbs?.length ? <Breadcrumbs items={breadcrumbs} /> : null}
      <div className="page-header__row">
        <div>
          <h1 className="page-header__title">{title}</h1>
          {description ? <p className="page-header__description">{description}</p> : null}
        </div>
        {actions ? <div className="page-header__actions">{actions}</div> : null}
      </div>
    </header>
  );
}

export function Breadcrumbs({ items, label = 'Breadcrumb' }: { items: Crumb[]; label?: string }) {
  return (
    <nav aria-label={label} className="breadcrumbs">
      <ol>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`}>
              {item.to && !last ? <Link to={item.to}>{item.label}</Link> : <span aria-current={last ? 'page' : undefined}>{item.label}</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
