import { zodResolver } from '@hookform/resolvers/zod';
import { AddSessionFields } from '@ott/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors, Form, SubmitButton, TextField } from '@ott/client/forms';
import { useTranslation } from '../../../lib/i18n-react';
import { addSession } from '../api/add-session';
import '../../../components/forms/forms.css';
import { toastRequestError } from '../../../components/ui/toast-request-error';

/** The code a TV or another browser shows; entering it signs that device in to this account. */
export function AddSessionForm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation();
  const [linked, setLinked] = useState(false);
  const form = useForm({ resolver: zodResolver(AddSessionFields), defaultValues: { code: initialCode } });

  const submit: Parameters<typeof form.handleSubmit>[0] = async ({ code }) => {
    try {
      await addSession(code);
      setLinked(true);
    } catch (error) {
      applyServerErrors(form, error, { onFormError: (failure) => toastRequestError(failure, t) });
    }
  };

  if (linked) {
    return (
      <section className="card card--padded form" role="status" aria-labelledby="add-session-title">
        <h2 id="add-session-title" className="section-title">
          {t('profile.addSession.doneTitle')}
        </h2>
        <p>{t('profile.addSession.done')}</p>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            form.reset({ code: '' });
            setLinked(false);
          }}
        >
          {t('profile.addSession.another')}
        </button>
      </section>
    );
  }
  return (
    <Form form={form} onSubmit={submit} className="card card--padded form" aria-labelledby="add-session-title">
      <h2 id="add-session-title" className="section-title">
        {t('routes.addSession')}
      </h2>
      <p className="muted">{t('pages.addSession')}</p>
      <TextField
        name="code"
        label={t('profile.addSession.code')}
        hint={t('profile.addSession.codeHint')}
        className="device-code-input"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
      />
      <SubmitButton pendingLabel={t('auth.sending')}>
        {t('profile.addSession.submit')}
      </SubmitButton>
    </Form>
  );
}
