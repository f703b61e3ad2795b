import { useTranslation } from 'react-i18next';

/** What the console shows while its first screen waits for the operator's session (`/me`) on a full page load. */
export function StartingUp() {
  const { t } = useTranslation();
  return (
    <p className="console-starting muted" role="status">
      {t('common.loading')}
    </p>
  );
}
