import { useTranslation } from 'react-i18next';
import { CheckboxField, TextField } from '@ott/client/forms';

/** The channel's analytics: the key the viewer app sends, the Google tag and the exemption for declined visitors. */
export function AnalyticsFields() {
  const { t } = useTranslation('channels');
  return (
    <fieldset>
      <legend>{t('analytics.title')}</legend>
      <p className="muted">{t('analytics.intro')}</p>
      <TextField name="analytics.key" label={t('analytics.key')} hint={t('analytics.keyHint')} spellCheck={false} autoCapitalize="off" />
      <TextField name="analytics.google_tag_id" label={t('analytics.googleTag')} hint={t('analytics.googleTagHint')} spellCheck={false} autoCapitalize="characters" />
      <CheckboxField name="analytics.exempt" label={t('analytics.exempt')} hint={t('analytics.exemptHint')} />
    </fieldset>
  );
}
