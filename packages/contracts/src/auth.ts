import { z } from 'zod';
import { Capability } from './capabilities';
import { ApiKey, ChannelKey } from './keys';
import { Messages } from './messages';

/** Password bounds (spec §5 leaves them open): OWASP ASVS minimum length, and a cap that keeps hashing cheap to refuse. */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const NAME_MAX_LENGTH = 100;
export const EMAIL_MAX_LENGTH = 254;

export { Capability } from './capabilities';

/**
 * A field's own message for a missing or non-text value only: set as `{ error: message }` it would
 * also replace the bound messages, so a 101-character name read 'Enter your first name'.
 */
const missingAs = (message: string) => (issue: { code?: string }) => (issue.code === 'invalid_type' ? message : undefined);

const trimmed = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === 'string' ? value.trim() : value), schema);

export const Email = trimmed(
  z
    .string({ error: missingAs(Messages.emailRequired) })
    .min(1, Messages.emailRequired)
    .max(EMAIL_MAX_LENGTH)
    .pipe(z.email({ error: Messages.emailInvalid })),
);

/**
 * Login identifier (spec §5): an email, or an account number and the account's email joined by `+`
 * (`1042+jane@example.com`). The second form is also a valid address, so the server tries the whole
 * text as an email first (docs/decisions/0014).
 */
export const LOGIN_NUMBER_PLUS_EMAIL = /^(\d{1,12})\+([^\s@+][^\s@]*@[^\s@]+\.[^\s@]+)$/;
export const LoginIdentifier = trimmed(
  z
    .string({ error: missingAs(Messages.emailRequired) })
    .min(1, Messages.emailRequired)
    .max(EMAIL_MAX_LENGTH + 13)
    .refine((value) => z.email().safeParse(value).success || LOGIN_NUMBER_PLUS_EMAIL.test(value), Messages.emailInvalid),
);

export const Password = z
  .string({ error: missingAs(Messages.fieldRequired) })
  .min(1, Messages.fieldRequired)
  .min(PASSWORD_MIN_LENGTH, Messages.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH);

const FirstName = trimmed(z.string({ error: missingAs(Messages.firstNameRequired) }).min(1, Messages.firstNameRequired).max(NAME_MAX_LENGTH));
const LastName = trimmed(z.string({ error: missingAs(Messages.lastNameRequired) }).min(1, Messages.lastNameRequired).max(NAME_MAX_LENGTH));

/** Counters for the capped features (spec §3 featureCount); the caps themselves are per channel. */
export const FeatureCount = z.object({ clips: z.number().int().nonnegative(), downloads: z.number().int().nonnegative() }).meta({ id: 'FeatureCount' });
export type FeatureCount = z.infer<typeof FeatureCount>;

export const UserProfile = z
  .object({
    id: z.number().int().positive(),
    email: z.string(),
    email_verified: z.boolean(),
    temporary_password: z.boolean().describe('set on accounts an operator created; the user must choose a password'),
    first_name: z.string(),
    last_name: z.string(),
    mailing_opt_in: z.boolean(),
    language: z.enum(['en', 'fr']),
    capabilities: z.array(Capability),
    trial_period_used: z.string().nullable().describe('ISO 8601 time the trial was taken; null while a trial is still available'),
    is_geo_blocked: z.boolean(),
    featureCount: FeatureCount,
  })
  .meta({ id: 'UserProfile' });
export type UserProfile = z.infer<typeof UserProfile>;

/** What login, registration, social login and device linking answer: the rotated key and the user. */
export const AuthGrant = z.object({ api_key: z.string(), expires_at: z.string(), user: UserProfile }).meta({ id: 'AuthGrant' });
export type AuthGrant = z.infer<typeof AuthGrant>;

/** What account actions without a result answer (logout, mails sent, email verified, password reset, account deleted). */
export const Acknowledgement = z.object({ ok: z.literal(true) }).meta({ id: 'Acknowledgement' });
export type Acknowledgement = z.infer<typeof Acknowledgement>;

/** The channel's caps on the counted features; null: no cap (docs/decisions/0064-clip-cap-shown.md). */
export const FeatureCaps = z.object({ clips: z.number().int().nonnegative().nullable(), downloads: z.number().int().nonnegative().nullable() }).meta({ id: 'FeatureCaps' });
export type FeatureCaps = z.infer<typeof FeatureCaps>;

export const UserAccess = z
  .object({ capabilities: z.array(Capability), trial_period_used: z.string().nullable(), featureCount: FeatureCount, featureCaps: FeatureCaps })
  .meta({ id: 'UserAccess' });
export type UserAccess = z.infer<typeof UserAccess>;

/** Shared by the registration form and `POST v2/auth/register`. */
export const RegistrationFields = z
  .object({
    first_name: FirstName,
    last_name: LastName,
    email: Email,
    password: Password,
    password_confirmation: z.string({ error: missingAs(Messages.fieldRequired) }),
    terms: z.literal(true, { error: Messages.termsRequired }),
    mailing_opt_in: z.boolean().default(false),
    recaptcha_token: z.string().max(4096).optional(),
  })
  .refine((body) => body.password === body.password_confirmation, { path: ['password_confirmation'], message: Messages.passwordMismatch });
export type RegistrationFields = z.infer<typeof RegistrationFields>;
export const RegisterBody = RegistrationFields.and(z.object({ api_key: ApiKey.optional() }));

export const LoginFields = z.object({ email: LoginIdentifier, password: z.string({ error: missingAs(Messages.fieldRequired) }).min(1).max(PASSWORD_MAX_LENGTH) });
export type LoginFields = z.infer<typeof LoginFields>;
export const LoginBody = LoginFields.extend({ api_key: ApiKey.optional() });

/** `POST /profile` with `_method: patch`: every field optional; a new password needs the current one. */
export const ProfileFields = z
  .object({
    first_name: FirstName.optional(),
    last_name: LastName.optional(),
    email: Email.optional(),
    mailing_opt_in: z.boolean().optional(),
    language: z.enum(['en', 'fr']).optional(),
    current_password: z.string().max(PASSWORD_MAX_LENGTH).optional(),
    password: Password.optional(),
    password_confirmation: z.string().optional(),
  })
  .refine((body) => body.password === undefined || body.password === body.password_confirmation, {
    path: ['password_confirmation'],
    message: Messages.passwordMismatch,
  });
export type ProfileFields = z.infer<typeof ProfileFields>;
export const ProfileUpdateBody = ProfileFields.and(z.object({ api_key: ApiKey.optional() }));

/** Links in verification mails carry `email`, `expires` and `signature` (spec §3 query names). */
export const EmailVerifyFields = z.object({
  email: Email,
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(200),
});
export const EmailVerifyBody = EmailVerifyFields.extend({ api_key: ApiKey.optional() });
/** Asks for a new verification mail for the logged-in user. */
export const EmailVerifyResendBody = z.object({ api_key: ApiKey.optional() });

export const PasswordResetRequestFields = z.object({ email: Email });
export const PasswordResetRequestBody = PasswordResetRequestFields.extend({ api_key: ApiKey.optional() });

/** Reset links carry `email` and `code`. */
export const PasswordResetFields = z
  .object({ email: Email, code: z.string().min(1).max(200), password: Password, password_confirmation: z.string({ error: missingAs(Messages.fieldRequired) }) })
  .refine((body) => body.password === body.password_confirmation, { path: ['password_confirmation'], message: Messages.passwordMismatch });
export const PasswordResetBody = PasswordResetFields.and(z.object({ api_key: ApiKey.optional() }));

/** Asks for the account-deletion confirmation mail (logged in). */
export const DeleteAccountRequestBody = z.object({ api_key: ApiKey.optional() });
/** `POST /delete-account-confirm` is key-exempt: the mailed link proves the request. */
export const DeleteAccountConfirmBody = z.object({
  channel_key: ChannelKey.optional(),
  api_key: ApiKey.optional(),
  email: Email,
  code: z.string().min(1).max(200),
});

/** Device linking (channel setting remoteAuth): the device's side. */
export const DEVICE_CODE_TTL_SECONDS = 600;
export const DEVICE_CODE_POLL_SECONDS = 3;
/** Eight characters from an alphabet without look-alikes, shown as `XXXX-XXXX`. */
export const DEVICE_CODE_PATTERN = /^[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{4}-?[ABCDEFGHJKLMNPQRSTUVWXYZ23456789]{4}$/;
export const DeviceCode = z
  .object({
    code: z.string(),
    expires_at: z.string(),
    poll_interval_seconds: z.number().int().positive(),
    verification_url: z.string().describe('where the user enters the code: this app’s /profile/sessions/add, or the external authentication site'),
  })
  .meta({ id: 'DeviceCode' });
export type DeviceCode = z.infer<typeof DeviceCode>;
export const DeviceCodePoll = z
  .discriminatedUnion('status', [
    z.object({ status: z.literal('pending'), expires_at: z.string() }),
    z.object({ status: z.literal('linked'), api_key: z.string(), expires_at: z.string(), user: UserProfile }),
  ])
  .meta({ id: 'DeviceCodePoll' });
export type DeviceCodePoll = z.infer<typeof DeviceCodePoll>;

/** The logged-in user's side: `POST auth/add_session {code}`. */
const normalisedCode = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toUpperCase().replace(/\s+/g, '') : value),
  z.string({ error: missingAs(Messages.fieldRequired) }).min(1, Messages.fieldRequired).regex(DEVICE_CODE_PATTERN, Messages.invalidValue),
);
export const AddSessionFields = z.object({ code: normalisedCode });
export const AddSessionBody = AddSessionFields.extend({ api_key: ApiKey.optional() });
/** What `POST auth/add_session` answers once the device is linked; the device learns its key by polling. */
export const DeviceLinked = z.object({ linked: z.literal(true) }).meta({ id: 'DeviceLinked' });
export type DeviceLinked = z.infer<typeof DeviceLinked>;

/**
 * remote_auth 2: the external authentication site, server to server, links a device code to the
 * person it signed in. `signature` is the hex HMAC-SHA256 of `<code>.<email>` (code as shown,
 * XXXX-XXXX) under the channel's shared secret (docs/decisions/0019-device-linking.md).
 */
export const ExternalAddSessionBody = z.object({
  channel_key: ChannelKey.optional(),
  code: normalisedCode,
  email: Email,
  signature: z.string({ error: missingAs(Messages.fieldRequired) }).regex(/^[0-9a-f]{64}$/i, Messages.invalidValue),
  first_name: trimmed(z.string().max(NAME_MAX_LENGTH)).optional(),
  last_name: trimmed(z.string().max(NAME_MAX_LENGTH)).optional(),
});
export type ExternalAddSessionBody = z.infer<typeof ExternalAddSessionBody>;

export const SocialProvider = z.enum(['google', 'facebook']);
export type SocialProvider = z.infer<typeof SocialProvider>;
/** `POST v2/auth/social/{provider}` answers with the provider's authorization URL; the SPA navigates there. */
export const SocialStart = z.object({ url: z.string() }).meta({ id: 'SocialStart' });
export type SocialStart = z.infer<typeof SocialStart>;
/** The provider name as sent in the path; an unknown or unconfigured one is answered 404 SOCIAL_LOGIN_UNAVAILABLE. */
export const SocialProviderParams = z.object({ provider: z.string().min(1).max(32) });
/** What the SPA's /auth/login/{provider}/callback page forwards from the provider's redirect. */
export const SocialCallbackFields = z.object({
  code: z.string({ error: missingAs(Messages.fieldRequired) }).min(1, Messages.fieldRequired).max(4096),
  state: z.string({ error: missingAs(Messages.fieldRequired) }).min(1, Messages.fieldRequired).max(256),
  iss: z.string().max(512).optional().describe("the provider's `iss` redirect parameter (RFC 9207), forwarded when present"),
});
export const SocialCallbackBody = SocialCallbackFields.extend({ api_key: ApiKey.optional() });
