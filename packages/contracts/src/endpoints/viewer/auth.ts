import { endpoint } from '../../endpoint';

const grant = () => import('../../auth').then((m) => m.AuthGrant);
const acknowledged = () => import('../../auth').then((m) => m.Acknowledgement);

/** Sign-in and registration replace the presented (visitor's) key with the user's. */
export const login = endpoint({ method: 'POST', path: '/v2/auth/login', auth: 'api_key', response: grant });
export const register = endpoint({ method: 'POST', path: '/v2/auth/register', auth: 'api_key', response: grant });
export const logout = endpoint({ method: 'POST', path: '/auth/logout', auth: 'api_key', response: acknowledged });

export const socialLoginStart = endpoint({
  method: 'POST',
  path: '/v2/auth/social/:provider',
  auth: 'api_key',
  response: () => import('../../auth').then((m) => m.SocialStart),
});
export const socialLoginCallback = endpoint({ method: 'POST', path: '/v2/auth/social/:provider/callback', auth: 'api_key', response: grant });

export const emailVerify = endpoint({
  method: 'POST',
  path: '/auth/email-verify',
  auth: 'api_key',
  response: () => import('../../viewer-answers').then((m) => m.EmailVerified),
});
export const emailVerifyResend = endpoint({ method: 'POST', path: '/auth/email-verify/resend', auth: 'api_key', response: acknowledged });
export const passwordResetRequest = endpoint({ method: 'POST', path: '/auth/password-reset-request', auth: 'api_key', response: acknowledged });
export const passwordReset = endpoint({ method: 'POST', path: '/auth/password-reset', auth: 'api_key', response: acknowledged });

/** A browser shows a code; a signed-in user enters it elsewhere (`addSession`). */
export const deviceCode = endpoint({ method: 'POST', path: '/auth/device-code', auth: 'api_key', response: () => import('../../auth').then((m) => m.DeviceCode) });
export const deviceCodePoll = endpoint({
  method: 'POST',
  path: '/auth/device-code/poll',
  auth: 'api_key',
  response: () => import('../../auth').then((m) => m.DeviceCodePoll),
});
export const addSession = endpoint({ method: 'POST', path: '/auth/add_session', auth: 'api_key', response: () => import('../../auth').then((m) => m.DeviceLinked) });
