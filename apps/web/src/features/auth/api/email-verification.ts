import type { Acknowledgement } from '@ott/contracts/auth';
import { api } from '../../../lib/api';

export interface VerificationLink {
  email: string;
  expires: string;
  signature: string;
}

export const verifyEmail = (link: VerificationLink) => api.post<Acknowledgement>('/auth/email-verify', { ...link });

/** Mails the signed-in user a new verification link. */
export const resendVerification = () => api.post<Acknowledgement>('/auth/email-verify/resend');
