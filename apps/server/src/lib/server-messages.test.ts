import { resolve } from 'node:path';
import { ErrorMessages } from '@ott/contracts/error-messages';
import { messageRefOf } from '@ott/contracts/message-codes';
import { Messages } from '@ott/contracts/message-texts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collectFieldErrors, validationFailure } from './error-mapping';
import { AppError, HttpClientError, NotFound, message } from './errors';
import { messagesIn, readSource, sourcesUnder } from './message-scan';

const ROOT = resolve(__dirname, '../../../..');

/** Sources whose literals are no API messages: seed data, e-mails, logs and start-up failures, metric help texts. */
const NOT_API = [
  'apps/server/src/db/',
  'apps/server/src/modules/mail/',
  // The words of announcement mails and of the unsubscribe page (HTML, not API messages).
  'apps/server/src/modules/announcements/announcement.texts.ts',
  // The words of notification mails and pushes (modules/notifications).
  'apps/server/src/modules/notifications/notification.texts.ts',
  // A device's description ('Chrome · Windows') and the score's marker names ('Goal – Hawks'): data, not messages.
  'apps/server/src/modules/devices/device-label.ts',
  'apps/server/src/modules/scores/score-labels.ts',
  'apps/server/src/modules/media/demo/',
  'apps/server/src/modules/live/packaging/',
  'apps/server/src/lib/backup/',
  'apps/server/src/lib/ffmpeg/',
  'apps/server/src/lib/queue/',
  'apps/server/src/lib/metrics/app-gauges.ts',
  'apps/server/src/lib/metrics/http-metrics.ts',
  'apps/server/src/modules/openapi/',
];
/** Literals of the scanned sources that are not messages: route summaries, OpenAPI examples, logs, guards' own bugs. */
const NOT_MESSAGES = new Set([
  'Matrix channel', 'Matrix page', 'Contact us', 'Thank you', 'Empty channel', 'Streaming console', 'This console route declares no access',
  'Route is missing its key guard', 'Route is missing its requireUser guard', 'Redis Stream', "We'll be right back", 'Packages and passes',
  'New subscription', 'Subscription Renewal', 'Bearer realm="metrics"', 'Graph /me answered 7', 'The provider returned no ID token',
  'A new random session hash (32 hex characters)', "Stripe's billing portal session, or the sandbox's own page: the SPA's /profile?cards",
  'Not found.', 'Not found. The console has not been built yet: run `npm run build`.', 'Not found. The web app has not been built yet: run `npm run build`.',
  'Lock could not be acquiredn',
  // A stored HyperLogLog sketch that cannot be read: a fault in our own data, logged, never sent to a client.
  'Cannot merge sketches of precision 7 and 7', 'Not a HyperLogLog sketch', 'Truncated HyperLogLog sketch',
  // The analytics routes' summaries, kept in a table of their own.
  'Records a visit (spec §7 session): one body or a batch; JSON or text/plain (sendBeacon)',
  'Records page views and actions (spec §7 event); user_email is kept only as a keyed hash',
  'Records a player event of one view, with its quality-of-experience extras (startup time, bitrate, error type)',
  'Records a viewing-time heartbeat with the event’s category, sport, gender, school and league', 'Invalid configuration:n7', 'Backup written to 7n', 'Restored 7n', '7 did not finish in time; exiting',
  'Invalid configuration:n  DEFAULT_CHANNEL_KEY: no channel has the key "7" (7)', 'No channel with key "7"', 'Channel "7" already has an account for 7',
  // Plain Errors for states that should not happen (answered as a 500 with 'Something went wrong', never sent as they are).
  'No free device code after 7 draws', 'The address 7 is taken in channel 7, but no account has it',
]);

function apiSources(): string[] {
  const files = [...sourcesUnder(ROOT, 'apps/server/src'), ...sourcesUnder(ROOT, 'packages/contracts/src')];
  return files.filter((file) => !NOT_API.some((prefix) => file.startsWith(prefix)));
}

describe('server messages by code', () => {
  it('has a catalogue code for every English message the server can send', () => {
    const sources = apiSources();
    expect(sources.length).toBeGreaterThan(300);
    const messages = new Set<string>();
    for (const file of sources) for (const text of messagesIn(readSource(ROOT, file), { Messages, ErrorMessages })) messages.add(text);
    // The shared Zod error map words lengths by the field rules (`problemMessage(tooShort(…))`).
    messages.add('Field length must be greater than 2');
    const uncoded = [...messages].filter((text) => !NOT_MESSAGES.has(text) && messageRefOf(text) === undefined);
    expect(uncoded).toEqual([]);
    expect(messages.size).toBeGreaterThan(250);
  });

  it('gives a validation failure the codes of its field messages', () => {
    const schema = z.object({ first_name: z.string().min(3), email: z.email() });
    const issues = schema.safeParse({ first_name: 'Al', email: 'nope' }).error?.issues ?? [];
    const errors = collectFieldErrors(issues.map((issue) => ({ instancePath: `/${issue.path.join('/')}`, message: issue.message })), 'body');
    expect(validationFailure(errors).toBody()).toEqual({
      message: 'Field length must be greater than 2',
      code: 'VALIDATION_FAILED',
      message_code: 'FIELD_TOO_SHORT',
      params: { number: 2 },
      errors: { first_name: ['Field length must be greater than 2'], email: ['A valid email address is required'] },
      error_codes: { first_name: [{ code: 'FIELD_TOO_SHORT', params: { number: 2 } }], email: [{ code: 'EMAIL_INVALID' }] },
    });
  });

  it('gives a spec error its code, whether thrown by text or by code', () => {
    expect(new AppError(422, 'EMAIL_ALREADY_EXISTS', ErrorMessages.emailAlreadyExists, { email: [ErrorMessages.emailAlreadyExists] }).toBody()).toEqual({
      message: 'Email already exists',
      code: 'EMAIL_ALREADY_EXISTS',
      message_code: 'EMAIL_ALREADY_EXISTS',
      errors: { email: ['Email already exists'] },
      error_codes: { email: [{ code: 'EMAIL_ALREADY_EXISTS' }] },
    });
    expect(new NotFound(message('ANOTHER_PAGE_CHANNEL_ALREADY_USES', { url: '/about' })).toBody()).toEqual({
      message: 'Another page of this channel already uses the path /about',
      code: 'NOT_FOUND',
      message_code: 'ANOTHER_PAGE_CHANNEL_ALREADY_USES',
      params: { url: '/about' },
    });
  });

  it('sends a text the catalogue lacks without a code, and leaves its field out of error_codes', () => {
    expect(new AppError(400, 'VALIDATION_FAILED', 'Provider says no', { card: ['Provider says no'], name: ['Field is required'] }).toBody()).toEqual({
      message: 'Provider says no',
      code: 'VALIDATION_FAILED',
      errors: { card: ['Provider says no'], name: ['Field is required'] },
      error_codes: { name: [{ code: 'FIELD_REQUIRED' }] },
    });
  });

  it('names the HTTP reason of another client error as a parameter', () => {
    expect(new HttpClientError(405).toBody()).toEqual({ message: 'Method Not Allowed', code: 'METHOD_NOT_ALLOWED', message_code: 'HTTP_STATUS', params: { status: 405, reason: 'Method Not Allowed' } });
  });
});
