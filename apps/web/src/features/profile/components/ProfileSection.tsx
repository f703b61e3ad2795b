import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react';

/** A titled account section: its description, then its list or its empty state. */
export function ProfileSection({ titleKey, descriptionKey, children, id = 'profile-section' }: { titleKey: string; descriptionKey: string; children: ReactNode; id?: string }) {
  const { t } = useTranslation();
  return (
    <section className="card card--padded profile-section" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`} className="section-title" tabIndex={-1}>
        {t(titleKey)}
      </h2>
      <p className="muted">{t(descriptionKey)}</p>
      {children}
    </section>
  );
}
