import { z } from 'zod';

/**
 * The operator console's sign-in and session (`/api/admin/auth/*`, `/api/admin/me`). Operators are not viewers:
 * they sign in with a cookie session (httpOnly, SameSite=Strict) and send `x-csrf-token` on every write.
 */

/** Roles an operator holds per channel; an owner holds every channel. */
export const OPERATOR_ROLES = ['owner', 'admin', 'editor', 'support', 'analyst', 'scorekeeper', 'moderator'] as const;
export const OperatorRole = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof OperatorRole>;

/**
 * What a console route needs. Owners pass every check; admins pass every check but 'owner';
 * 'editor', 'support', 'analyst', 'moderator' (live chat) and 'scorekeeper' also admit that role ('scorekeeper' admits editors too); 'any' admits every role the operator holds on the channel.
 */
export const CONSOLE_ACCESS = ['owner', 'admin', 'editor', 'support', 'analyst', 'any', 'scorekeeper', 'moderator'] as const;
export type ConsoleAccess = (typeof CONSOLE_ACCESS)[number];

export function roleMeets(role: OperatorRole, access: ConsoleAccess): boolean {
  if (role === 'owner') return true;
  if (access === 'any') return true;
  if (access === 'owner') return false;
  // Editors keep the score too (docs/decisions/0082).
  if (access === 'scorekeeper' && role === 'editor') return true;
  return role === 'admin' || role === access;
}

/** The header every console write carries; its value comes from the login and `/api/admin/me` answers. */
export const CSRF_HEADER = 'x-csrf-token';

export const AdminLoginRequest = z.object({
  email: z.string({ error: 'Field is required' }).trim().min(1, 'Field is required').max(255),
  password: z.string({ error: 'Field is required' }).min(1, 'Field is required').max(200),
  /** A 6-digit authenticator code, or one of the recovery codes; needed once the operator has enrolled. */
  totp: z.string().trim().max(40).optional(),
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequest>;

/** Codes the console acts on. */
export const ADMIN_AUTH_CODES = {
  totpRequired: 'TOTP_REQUIRED',
  totpInvalid: 'TOTP_INVALID',
  badCredentials: 'INVALID_CREDENTIALS',
  sessionExpired: 'SESSION_EXPIRED',
  csrf: 'CSRF_TOKEN_INVALID',
  passwordChangeRequired: 'PASSWORD_CHANGE_REQUIRED',
} as const;

export const AdminChannelGrant = z.object({
  channel_key: z.string(),
  name: z.string(),
  /** The channel's IANA time zone: the console shows the channel's dates as its viewers read them. */
  time_zone: z.string(),
  role: OperatorRole,
});
export type AdminChannelGrant = z.infer<typeof AdminChannelGrant>;

export const AdminMe = z
  .object({
    id: z.number().int().positive(),
    email: z.string(),
    name: z.string(),
    is_owner: z.boolean(),
    /** A temporary password must be replaced before anything else works (every other route answers 403 PASSWORD_CHANGE_REQUIRED). */
    must_change_password: z.boolean(),
    totp_enabled: z.boolean(),
    /** Every channel the operator may open, with the role held there (owners: every channel, role 'owner'). */
    channels: z.array(AdminChannelGrant),
    csrf_token: z.string(),
  })
  .meta({ id: 'AdminMe' });
export type AdminMe = z.infer<typeof AdminMe>;

export const AdminPasswordChange = z.object({
  current_password: z.string().min(1, 'Field is required'),
  new_password: z.string().min(12, 'Must be at least 12 characters').max(200),
});
export type AdminPasswordChange = z.infer<typeof AdminPasswordChange>;

export const AdminTotpSetup = z.object({ secret: z.string(), otpauth_url: z.string(), qr_svg: z.string() });
export type AdminTotpSetup = z.infer<typeof AdminTotpSetup>;
/** Turning two-step sign-in on asks for the password as well as a code from the app that proves the enrolment. */
export const AdminTotpEnable = z.object({
  password: z.string().min(1, 'Field is required').max(200),
  code: z.string().trim().regex(/^\d{6}$/, 'Enter the 6-digit code'),
});
export const AdminTotpEnabled = z.object({ recovery_codes: z.array(z.string()) });

/** Console lists page on the server: `data` holds the page, `meta` the total. */
export const AdminListQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(25),
  search: z.string().trim().max(200).optional(),
  sort_field: z.string().max(60).optional(),
  sort_direction: z.enum(['asc', 'desc']).optional(),
});
export type AdminListQuery = z.infer<typeof AdminListQuery>;
export const AdminListMeta = z.object({ total: z.number().int().min(0), offset: z.number().int().min(0), limit: z.number().int().min(1) });
export type AdminListMeta = z.infer<typeof AdminListMeta>;

/** Turning the second factor off asks for the password again. */
/** Turning it off asks for the password and a current code (or a recovery code), so a session alone cannot do it. */
export const AdminTotpDisable = z.object({
  password: z.string().min(1, 'Field is required').max(200),
  code: z.string().trim().min(1, 'Field is required').max(64),
});
export type AdminTotpDisable = z.infer<typeof AdminTotpDisable>;

/** What a console DELETE answers: the id of what is gone. */
export const AdminDeleted = z.object({ id: z.number().int() });
export type AdminDeleted = z.infer<typeof AdminDeleted>;
