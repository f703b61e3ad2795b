import type { AdminLoginRequest, AdminPasswordChange, AdminTotpDisable, AdminTotpEnable } from '@ott/contracts/admin-auth';
import type { z } from 'zod';
import { changePassword as changePasswordEndpoint, signIn as signInEndpoint, signOut as signOutEndpoint, totpDisable, totpEnable, totpSetup } from '@ott/contracts/endpoints/admin/account';
import { call } from '../../lib/api-call';

/** The operator's own account: sign-in and out, password, two-step sign-in (`/me` is read by lib/session). */
export const signIn = (body: AdminLoginRequest) => call(signInEndpoint, { body });
export const signOut = () => call(signOutEndpoint);
export const changePassword = (body: AdminPasswordChange) => call(changePasswordEndpoint, { body });
export const startTotp = () => call(totpSetup);
export const enableTotp = (body: z.infer<typeof AdminTotpEnable>) => call(totpEnable, { body });
export const disableTotp = (body: AdminTotpDisable) => call(totpDisable, { body });
