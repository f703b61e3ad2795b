import { STREAM_LIMIT_MAX } from '@ott/contracts/stream-rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api';
import { streamLimitQuery, updateStreamLimit } from '../api';

const CHOICES = Array.from({ length: STREAM_LIMIT_MAX }, (_, index) => index + 1);

/** The channel's limit on devices of one account playing at once: none by default, or 1 to 10 (docs/decisions/0084). */
export function StreamLimitPanel({ channelKey }: { channelKey: string }) {
  const { t } = useTranslation('channels');
  const client = useQueryClient();
  const query = useQuery(streamLimitQuery(channelKey));
  const field = useId();
  /** The operator's choice, until saved; null: the saved limit. */
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  if (!query.data) return null;
  const saved = query.data.stream_limit === null ? '' : String(query.data.stream_limit);
  const value = draft ?? saved;

  const save = async () => {
    setSaving(true);
    try {
      const answer = await updateStreamLimit(channelKey, value === '' ? null : Number(value));
      client.setQueryData(streamLimitQuery(channelKey).queryKey, answer);
      setDraft(null);
      toast.success(t('streamLimit.saved'));
    } catch (error) {
      toast.error(isApiError(error) ? error.message : t('streamLimit.error'));
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="panel panel--spaced" aria-labelledby={`${field}-title`}>
      <h2 id={`${field}-title`} className="panel__title">{t('streamLimit.title')}</h2>
      <p className="muted">{t('streamLimit.intro')}</p>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <label className="field" htmlFor={field}>
          <span className="field__label">{t('streamLimit.label')}</span>
          <select id={field} className="input select" value={value} onChange={(event) => setDraft(event.target.value)}>
            <option value="">{t('streamLimit.none')}</option>
            {CHOICES.map((count) => (
              <option key={count} value={count}>
                {t('streamLimit.devices', { count })}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button button--primary" disabled={saving || value === saved}>
          {t('streamLimit.save')}
        </button>
      </form>
    </section>
  );
}
