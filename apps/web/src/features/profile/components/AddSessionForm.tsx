import { zodResolver } from '@hookform/resolvers/zod';
import { AddSessionFields } from '@ott/contracts/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/forms/Field';
import { showSubmitError } from '../../../components/forms/server-errors';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { useTranslation } from '../../../lib/i18n-react';
import { addSession } from '../api/add-session';

/** The code a TV or another browser shows; entering it signs that device in to this account. */
export function AddSessionForm({ initialCode }: { initialCode: string }) {
  const { t } = useTranslation();
  const [linked, setLinked] = useState(false);
  const form = useForm({ resolver: zodResolver(AddSessionFields), defaultValues: { code: initialCode } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ code }) => {
    try {
      await addSession(code);
      setLinked(true);
    } catch (error) {
      showSubmitError(error, form.setError, ['code'], t);
    }
  });

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
    <form className="card card--padded form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="add-session-title">
      <h2 id="add-session-title" className="section-title">
        {t('routes.addSession')}
      </h2>
      <p className="muted">{t('pages.addSession')}</p>
      <TextField
        label={t('profile.addSession.code')}
        hint={t('profile.addSession.codeHint')}
        className="input form-field__control device-code-input"
        autoComplete="one-time-code"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={12}
        error={errors.code}
        {...form.register('code')}
      />
      <SubmitButton pending={isSubmitting} pendingLabel={t('auth.sending')}>
        {t('profile.addSession.submit')}
      </SubmitButton>
    </form>
  );
}
