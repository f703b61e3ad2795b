import { useTranslation } from '../../../lib/i18n-react';

/** A titled account section; its list arrives with the account features. */
export function ProfileSection({ titleKey, descriptionKey }: { titleKey: string; descriptionKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="card card--padded" aria-labelledby="profile-section-title">
      <h2 id="profile-section-title" className="section-title">
        {t(titleKey)}
      </h2>
      <p className="muted">{t(descriptionKey)}</p>
    </section>
  );
}
