import { emailVerify, emailVerifyResend } from '@ott/contracts/endpoints/viewer/auth';
import { call } from '../../../lib/api-call';

export interface VerificationLink {
  email: string;
  expires: string;
  signature: string;
}

export const verifyEmail = (link: VerificationLink) => call(emailVerify, { body: { ...link } });

/** Mails the signed-in user a new verification link. */
export const resendVerification = () => call(emailVerifyResend);
