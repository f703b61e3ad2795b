import type { Acknowledgement } from '@ott/contracts/auth';
import { api } from '../../../lib/api';

export const requestPasswordReset = (email: string) => api.post<Acknowledgement>('/auth/password-reset-request', { email });

export interface PasswordReset {
  email: string;
  code: string;
  password: string;
  password_confirmation: string;
}

export const resetPassword = (fields: PasswordReset) => api.post<Acknowledgement>('/auth/password-reset', { ...fields });
