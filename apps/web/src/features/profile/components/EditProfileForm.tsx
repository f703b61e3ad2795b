import { PASSWORD_MIN_LENGTH, type UserProfile } from '@ott/contracts/auth';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { CheckboxField, SelectField, TextField } from '../../../components/forms/Field';
import { showSubmitError } from '../../../components/forms/server-errors';
import { SubmitButton } from '../../../components/forms/SubmitButton';
import { showToast } from '../../../components/ui/toast-store';
import { chooseLanguage, LANGUAGES } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/i18n-react';
import { returnPage } from '../../../lib/navigation-rules';
import { userStore } from '../../../lib/session';
import { updateProfile } from '../api/update-profile';
import { PROFILE_FIELDS, profileChanges, profileFormValues, profileResolver } from './profile-form';

/** Names, email, mailing opt-in, language and password. A temporary password must be replaced here before anything else. */
export function EditProfileForm({ user }: { user: UserProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const temporary = user.temporary_password;
  const form = useForm({ resolver: profileResolver(temporary), defaultValues: profileFormValues(user) });
  const { errors, isSubmitting } = form.formState;
  const field = (name: (typeof PROFILE_FIELDS)[number]) => ({ error: errors[name], ...form.register(name) });

  const submit = form.handleSubmit(async (fields) => {
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
      showSubmitError(error, form.setError, PROFILE_FIELDS, t);
    }
  });

  return (
    <form className="card card--padded form" noValidate onSubmit={(event) => void submit(event)} aria-labelledby="profile-details-title">
      {temporary ? (
        <p className="notice notice--warning" role="alert">
          {t('profile.edit.temporaryPassword')}
        </p>
      ) : null}
      <h2 id="profile-details-title" className="section-title">
        {t('profile.edit.details')}
      </h2>
      <div className="form-row">
        <TextField label={t('auth.fields.firstName')} autoComplete="given-name" {...field('first_name')} />
        <TextField label={t('auth.fields.lastName')} autoComplete="family-name" {...field('last_name')} />
      </div>
      <TextField label={t('auth.fields.email')} type="email" autoComplete="email" autoCapitalize="none" spellCheck={false} {...field('email')} />
      <SelectField label={t('profile.edit.language')} {...field('language')}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </SelectField>
      <CheckboxField label={t('auth.registration.mailingOptIn')} {...field('mailing_opt_in')} />
      <fieldset className="form fieldset">
        <legend className="section-title">{t('profile.edit.password')}</legend>
        <p className="muted">{t(temporary ? 'profile.edit.passwordRequired' : 'profile.edit.passwordOptional')}</p>
        {/* The temporary password was just used to sign in; asking for it again would add nothing. */}
        {temporary ? null : <TextField label={t('profile.edit.currentPassword')} type="password" autoComplete="current-password" {...field('current_password')} />}
        <TextField
          label={t('auth.fields.newPassword')}
          hint={t('auth.fields.passwordHint', { number: PASSWORD_MIN_LENGTH })}
          type="password"
          autoComplete="new-password"
          required={temporary}
          {...field('password')}
        />
        <TextField label={t('auth.fields.passwordConfirmation')} type="password" autoComplete="new-password" required={temporary} {...field('password_confirmation')} />
      </fieldset>
      <SubmitButton pending={isSubmitting} pendingLabel={t('auth.saving')}>
        {t('profile.edit.save')}
      </SubmitButton>
    </form>
  );
}
