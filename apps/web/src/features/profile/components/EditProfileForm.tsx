import { PASSWORD_MIN_LENGTH, type UserProfile } from '@ott/contracts/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { applyServerErrors, CheckboxField, Form, SelectField, SubmitButton, TextField } from '@ott/client/forms';
import { showToast } from '../../../components/ui/toast-store';
import { chooseLanguage, LANGUAGES } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n-react';
import { returnPage } from '../../../lib/navigation-rules';
import { userStore } from '../../../lib/session';
import { updateProfile } from '../api/update-profile';
import { profileChanges, profileFormValues, profileResolver } from './profile-form';
import '../../../components/forms/forms.css';
import { toastRequestError } from '../../../components/ui/toast-request-error';

/** Names, email, mailing opt-in, language and password. A temporary password must be replaced here before anything else. */
export function EditProfileForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const temporary = user.temporary_password;
  const form = useForm({ resolver: profileResolver(temporary), defaultValues: profileFormValues(user) });

  const submit: Parameters<typeof form.handleSubmit>[0] = async (fields) => {
    const changes = profileChanges(fields, user);
    if (Object.keys(changes).length === 0) {
      showToast(t('profile.edit.nothingChanged'));
      return;
    }
    try {
      const saved = await updateProfile(changes);
      userStore.set(saved);
      form.reset(profileFormValues(saved));
      showToast(t('profile.edit.saved'), { type: 'success' });
      if (changes.language) await chooseLanguage(saved.language);
      if (temporary && !saved.temporary_password) await navigate(returnPage(), { replace: true });
    } catch (error) {
      applyServerErrors(form, error, { onFormError: (failure) => toastRequestError(failure, t) });
    }
  };

  return (
    <Form form={form} onSubmit={submit} className="card card--padded form" aria-labelledby="profile-details-title">
      {temporary ? (
        <p className="notice notice--warning" role="alert">
          {t('profile.edit.temporaryPassword')}
        </p>
      ) : null}
      <h2 id="profile-details-title" className="section-title">
        {t('profile.edit.details')}
      </h2>
      <div className="form-row">
        <TextField name="first_name" label={t('auth.fields.firstName')} autoComplete="given-name" />
        <TextField name="last_name" label={t('auth.fields.lastName')} autoComplete="family-name" />
      </div>
      <TextField name="email" label={t('auth.fields.email')} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} />
      <SelectField name="language" label={t('profile.edit.language')}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </SelectField>
      <CheckboxField name="mailing_opt_in" label={t('auth.registration.mailingOptIn')} />
      <fieldset className="form fieldset">
        <legend className="section-title">{t('profile.edit.password')}</legend>
        <p className="muted">{t(temporary ? 'profile.edit.passwordRequired' : 'profile.edit.passwordOptional')}</p>
        {/* The temporary password was just used to sign in; asking for it again would add nothing. */}
        {temporary ? null : <TextField name="current_password" label={t('profile.edit.currentPassword')} type="password" autoComplete="current-password" />}
        <TextField
          name="password"
          label={t('auth.fields.newPassword')}
          hint={t('auth.fields.passwordHint', { number: PASSWORD_MIN_LENGTH })}
          type="password"
          autoComplete="new-password"
          aria-required={temporary || undefined}
        />
        <TextField name="password_confirmation" label={t('auth.fields.passwordConfirmation')} type="password" autoComplete="new-password" aria-required={temporary || undefined} />
      </fieldset>
      <SubmitButton pendingLabel={t('auth.saving')}>
        {t('profile.edit.save')}
      </SubmitButton>
    </Form>
  );
}
