import { Currency } from '@ott/contracts/channel';
import { AdminAnalyticsKey, AdminChannelCreate, AdminChannelUpdate, AdminGoogleTagId } from '@ott/contracts/admin-channels';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors, CheckboxField, SelectField, TextAreaField, TextField } from '@ott/client/forms';
import { slugOf } from '../../../components/suggested-value';
import { TimeZoneField } from '../../../components/TimeZoneField';
import { TimeZoneInput } from '../../../components/time-zones';
import { ApiError, isApiError } from '../../../lib/api';

/** One hostname a line (or separated by commas), as the API's list. */
export const splitHostnames = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((host) => host.trim())
    .filter(Boolean);

/** The contract's hostname list (its default removed: the text box always gives a list). */
const Hostnames = AdminChannelUpdate.shape.hostnames.unwrap();
/** The create form: the contract's schema, with the hostnames typed as text. */
export const NewChannelForm = AdminChannelCreate.extend({ hostnames: z.string().transform(splitHostnames).pipe(Hostnames), time_zone: TimeZoneInput });
export const ChannelSettingsForm = AdminChannelUpdate.required({ name: true, language: true, currency: true, time_zone: true }).extend({
  hostnames: z.string().transform(splitHostnames).pipe(Hostnames),
  time_zone: TimeZoneInput,
  analytics: z.object({ key: AdminAnalyticsKey, google_tag_id: AdminGoogleTagId, exempt: z.boolean() }),
});

/** The server names a hostname's error `hostnames.2`; the form has one field for them all (analytics fields keep their path). */
export function applyChannelErrors<T extends FieldValues, TOut extends FieldValues>(form: UseFormReturn<T, unknown, TOut>, error: unknown): boolean {
  if (!isApiError(error)) return false;
  const errors: Record<string, string[]> = {};
  for (const [name, messages] of Object.entries(error.errors)) (errors[name.startsWith('analytics.') ? name : (name.split('.')[0] ?? name)] ??= []).push(...messages);
  return applyServerErrors(form, new ApiError({ status: error.status, code: error.code, message: error.message, errors }));
}

/** "US dollar (USD)": the spec's two currencies named in the console's language (ADR 0077). */
export function currencyLabel(code: string, language: string): string {
  const name = new Intl.DisplayNames([language], { type: 'currency' }).of(code);
  return name && name !== code ? `${name} (${code})` : code;
}

/** A channel key suggested from its name (lower-case ASCII, digits and dashes). */
export const suggestChannelKey = (name: string) => slugOf(name, 64);

/** The fields a channel has (the key only when it is created); `channelZone` is offered first among the time zones. */
export function ChannelFields({ withKey, channelZone, mayAddHostnames = true }: { withKey: boolean; channelZone?: string; mayAddHostnames?: boolean }) {
  const { t, i18n } = useTranslation('channels');
  return (
    <>
      <TextField name="name" label={t('fields.name')} required />
      {withKey ? <TextField name="channel_key" label={t('fields.key')} hint={t('fields.keyHint')} required spellCheck={false} autoCapitalize="off" /> : null}
      <TextAreaField name="hostnames" label={t('fields.hostnames')} hint={mayAddHostnames ? t('fields.hostnamesHint') : t('fields.hostnamesHintAdmin')} rows={3} spellCheck={false} />
      <div className="form-row">
        <SelectField name="language" label={t('fields.language')} required options={[{ value: 'en', label: 'English' }, { value: 'fr', label: 'Français' }]} />
        <SelectField name="currency" label={t('fields.currency')} required options={Currency.options.map((code) => ({ value: code, label: currencyLabel(code, i18n.language) }))} />
      </div>
      {withKey ? null : <CheckboxField name="single_language" label={t('fields.singleLanguage')} hint={t('fields.singleLanguageHint')} />}
      <TimeZoneField name="time_zone" label={t('fields.timeZone')} hint={t('fields.timeZoneHint')} required channelZone={channelZone} />
    </>
  );
}
