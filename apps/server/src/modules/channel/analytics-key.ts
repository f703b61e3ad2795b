import { randomBytes } from 'node:crypto';

/**
 * A channel's own analytics key (setting 'yare-analytics'), given when it is created or imported without one, so that
 * it records visits from the start: its channel key (at most 64 characters) and 48 random bits, never another
 * channel's. Not a secret: the viewer app sends it with every report.
 */
export const newAnalyticsKey = (channelKey: string): string => `${channelKey}-${randomBytes(6).toString('hex')}`;
