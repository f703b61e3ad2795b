import { passwordReset, passwordResetRequest } from '@ott/contracts/endpoints/viewer/auth';
import { call } from '../../../lib/api-call';

export const requestPasswordReset = (email: string) => call(passwordResetRequest, { body: { email } });

export interface PasswordReset {
  email: string;
  code: string;
  password: string;
  password_confirmation: string;
}

export const resetPassword = (fields: PasswordReset) => call(passwordReset, { body: { ...fields } });
