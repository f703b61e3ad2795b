import { zodResolver } from '@hookform/resolvers/zod';
import { type AdminChatSettings, CHAT_MODES, ChatRules } from '@ott/contracts/chat';
import { CheckboxField, Form, SelectField, SubmitButton, TextAreaField, TextField } from '@ott/client/forms';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';

/** The rules as the form holds them: blocked words as one text, one word per line. */
const ChatSettingsInput = ChatRules.extend({
  slow_mode_s: z.number({ error: 'Field is required' }).int().min(0).max(3600),
  blocked_words: z.string().transform((text) => [...new Set(text.split('\n').map((word) => word.trim()).filter(Boolean))]),
});
type Input = z.input<typeof ChatSettingsInput>;
type Output = z.output<typeof ChatSettingsInput>;

/** The chat's rules and blocked words (one per line); saved together. */
export function ChatSettingsForm({ settings, onSave, saving, saved }: { settings: AdminChatSettings; onSave(next: AdminChatSettings): void; saving: boolean; saved: boolean }) {
  const { t } = useTranslation('chat');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(ChatSettingsInput),
    values: { ...settings, blocked_words: settings.blocked_words.join('\n') },
  });
  return (
    <Form form={form} className="form chat-moderation__settings" aria-label={t('settings.title')} onSubmit={(values) => onSave(values)}>
      <TextField name="slow_mode_s" type="number" min={0} max={3600} label={t('settings.slowMode')} hint={t('settings.slowModeHint')} />
      <SelectField name="mode" label={t('settings.mode')}>
        {CHAT_MODES.map((value) => (
          <option key={value} value={value}>
            {t(`settings.modes.${value}`)}
          </option>
        ))}
      </SelectField>
      <CheckboxField name="anonymous_read" label={t('settings.anonymousRead')} />
      <CheckboxField name="links_allowed" label={t('settings.linksAllowed')} />
      <TextAreaField name="blocked_words" rows={4} label={t('settings.blockedWords')} hint={t('settings.blockedWordsHint')} />
      <div className="button-row">
        <SubmitButton pending={saving} pendingLabel={t('settings.saving')}>{t('settings.save')}</SubmitButton>
        {saved && (
          <span role="status" className="muted">
            {t('settings.saved')}
          </span>
        )}
      </div>
    </Form>
  );
}
