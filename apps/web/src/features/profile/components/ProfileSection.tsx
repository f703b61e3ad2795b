import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/i18n-react';

/** A titled account section: its description, then its list or its empty state. */
export function ProfileSection({ titleKey, descriptionKey, children }: { titleKey: string; descriptionKey: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="card card--padded profile-section" aria-labelledby="profile-section-title">
      <h2 id="profile-section-title" className="section-title">
        {t(titleKey)}
      </h2>
      <p className="muted">{t(descriptionKey)}</p>
      {children}
    </section>
  );
}
