import { ErrorMessages } from '@ott/contracts/error-messages';
import { RegistrationFields } from '@ott/contracts/auth';

/** The registration form's rules: the wire schema's, plus the reCAPTCHA token when the channel asks for one. */
export function registrationSchema(recaptchaRequired: boolean) {
  if (!recaptchaRequired) return RegistrationFields;
  return RegistrationFields.refine((fields) => Boolean(fields.recaptcha_token), {
    path: ['recaptcha_token'],
    message: ErrorMessages.recaptchaTokenRequired,
  });
}
