import {
  DEVICE_CODE_POLL_SECONDS,
  DEVICE_CODE_TTL_SECONDS,
  type DeviceCode,
  type DeviceCodePoll,
  type DeviceLinked,
  ErrorCode,
  ErrorMessages,
  type ExternalAddSessionBody,
  Messages,
} from '@ott/contracts';
import { AppError, NotFound } from '../../lib/errors';
import { WrongAuthData } from '../auth/auth.errors';
import type { AuthRequest, AuthService } from '../auth/auth.service';
import type { Channel } from '../channel/channel.types';
import type { UserByEmail } from '../social-auth/user-by-email';
import { generateDeviceCode, hashDeviceCode } from './device-code';
import type { DeviceLinkRepository } from './device-link.repository';
import { isValidHandoffSignature } from './handoff-signature';

/** Unknown, expired or already used: the device asks for a new code, the user re-types it. */
export class DeviceCodeRejected extends AppError {
  constructor() {
    super(400, ErrorCode.VERIFICATION_FAILED, ErrorMessages.verificationFailed, { code: [Messages.invalidValue] });
  }
}

export interface DeviceLinkServiceDeps {
  repository: DeviceLinkRepository;
  sessions: Pick<AuthService, 'startSession'>;
  userByEmail: UserByEmail;
  /** EXTERNAL_AUTH_SECRET: signs hand-offs for channels without their own secret. */
  externalAuthSecret: string | null;
  now?: () => Date;
}

const IN_APP = 1;
const EXTERNAL = 2;
/** Codes that collide with a live one are drawn again; at 40 bits a second draw is already unheard of. */
const CODE_ATTEMPTS = 3;

export function createDeviceLinkService({ repository, sessions, userByEmail, externalAuthSecret, now = () => new Date() }: DeviceLinkServiceDeps) {
  /** Where the person enters the code: this app's link page (remote_auth 1) or the external site (2). */
  function codeEntryPage(channel: Channel, appOrigin: string): URL {
    const external = channel.settings.external_auth_url;
    if (channel.settings.remote_auth === IN_APP) return new URL('/profile/sessions/add', appOrigin);
    if (channel.settings.remote_auth === EXTERNAL && external) return new URL(external);
    throw new NotFound();
  }

  async function insertCode(channel: Channel, deviceKeyId: number, expiresAt: string): Promise<string> {
    for (let attempt = 1; ; attempt += 1) {
      const code = generateDeviceCode();
      const stored = await repository.replaceForDevice({
        channel_id: channel.id,
        device_key_id: deviceKeyId,
        code_hash: hashDeviceCode(code),
        created_at: now().toISOString(),
        expires_at: expiresAt,
      });
      if (stored !== 'exists') return code;
      if (attempt >= CODE_ATTEMPTS) throw new Error(`No free device code after ${CODE_ATTEMPTS} draws`);
    }
  }

  /** A live, unlinked code of this channel, or 400. */
  async function openCode(channel: Channel, code: string) {
    const row = await repository.findByCode(channel.id, hashDeviceCode(code));
    if (!row || row.user_id !== null || Date.parse(row.expires_at) <= now().getTime()) throw new DeviceCodeRejected();
    return row;
  }

  async function link(rowId: number, userId: number): Promise<DeviceLinked> {
    if (!(await repository.link(rowId, userId, now().toISOString()))) throw new DeviceCodeRejected();
    return { linked: true };
  }

  function handoffSecret(channel: Channel): string {
    const secret = channel.settings.external_auth_secret ?? externalAuthSecret;
    if (channel.settings.remote_auth !== EXTERNAL || !secret) throw new NotFound();
    return secret;
  }

  return {
    /** The device's side: a fresh code (replacing its previous one) to show to the person. */
    async requestCode({ channel, key, origin }: AuthRequest): Promise<DeviceCode> {
      const at = now();
      const expiresAt = new Date(at.getTime() + DEVICE_CODE_TTL_SECONDS * 1000).toISOString();
      const page = codeEntryPage(channel, origin);
      const code = await insertCode(channel, key.id, expiresAt);
      page.searchParams.set('code', code);
      return { code, expires_at: expiresAt, poll_interval_seconds: DEVICE_CODE_POLL_SECONDS, verification_url: page.toString() };
    },

    /** Housekeeping: codes nobody linked (or whose device never came back) in time. */
    purgeExpired: () => repository.deleteExpired(now().toISOString()),

    /** Pending until a user links the code; then, once, the device's key is swapped for one of that user. */
    async poll(request: AuthRequest): Promise<DeviceCodePoll> {
      const { channel, key, isGeoBlocked } = request;
      if (channel.settings.remote_auth !== IN_APP && channel.settings.remote_auth !== EXTERNAL) throw new NotFound();
      const row = await repository.findByDevice(key.id);
      if (!row) throw new DeviceCodeRejected();
      if (row.user_id === null) {
        if (Date.parse(row.expires_at) <= now().getTime()) {
          await repository.delete(row.id);
          throw new DeviceCodeRejected();
        }
        return { status: 'pending', expires_at: row.expires_at };
      }
      if (!(await repository.consume(row.id))) throw new DeviceCodeRejected();
      const grant = await sessions.startSession({ channel, userId: row.user_id, replacingKeyId: key.id, isGeoBlocked, signIn: { method: 'device', request } });
      return { status: 'linked', ...grant };
    },

    /** The logged-in user's side (remote_auth 1): `POST auth/add_session {code}`. */
    async link(channel: Channel, userId: number, code: string): Promise<DeviceLinked> {
      if (channel.settings.remote_auth !== IN_APP) throw new NotFound();
      const row = await openCode(channel, code);
      return link(row.id, userId);
    },

    /** remote_auth 2: the external site vouches, with the channel's shared secret, for who entered the code. */
    async linkExternal(channel: Channel, body: ExternalAddSessionBody): Promise<DeviceLinked> {
      const secret = handoffSecret(channel);
      if (!isValidHandoffSignature(secret, body.code, body.email, body.signature)) throw new WrongAuthData();
      const row = await openCode(channel, body.code);
      const userId = await userByEmail(channel, { email: body.email, emailVerified: true, firstName: body.first_name ?? '', lastName: body.last_name ?? '' });
      return link(row.id, userId);
    },
  };
}
export type DeviceLinkService = ReturnType<typeof createDeviceLinkService>;
