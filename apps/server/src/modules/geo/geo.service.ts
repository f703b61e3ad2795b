import type { Geo } from '@ott/contracts';
import { createTtlCache } from '../../lib/ttl-cache';
import type { Channel } from '../channel/channel.types';
import type { CountryLookup } from './country-lookup';
import { countryFromHeader, countryName, isBlockedBy, toGeoRule, type GeoRule } from './geo-rules';
import type { GeoRepository } from './geo.repository';
import { normalizeIp } from './ip-address';

/** Who is asking, as far as geography goes. */
export interface Viewer {
  ip: string;
  countryCode: string | null;
  /** The channel as a whole blocks this viewer. */
  channelBlocked: boolean;
}

export interface RequestOrigin {
  /** The client address (after trusted proxies). */
  ip: string;
  /** The value of the configured trusted country header, if any. */
  countryHeader?: string | string[];
}

export interface GeoServiceDeps {
  repository: GeoRepository;
  lookup: CountryLookup;
  /** How long a channel's rule is reused. */
  ruleTtlMs?: number;
}

export function createGeoService({ repository, lookup, ruleTtlMs = 30_000 }: GeoServiceDeps) {
  const rules = createTtlCache<number, Promise<GeoRule | null>>(ruleTtlMs);

  function channelRule(channelId: number): Promise<GeoRule | null> {
    let pending = rules.get(channelId);
    if (!pending) {
      pending = repository.findChannelRule(channelId).then((row) => toGeoRule(row?.mode, row?.countries));
      pending.catch(() => rules.delete(channelId));
      rules.set(channelId, pending);
    }
    return pending;
  }

  async function countryOf(ip: string | null, countryHeader: RequestOrigin['countryHeader']): Promise<string | null> {
    const fromHeader = countryFromHeader(countryHeader);
    if (fromHeader) return fromHeader;
    return ip ? lookup(ip) : null;
  }

  return {
    async viewer(channel: Channel, origin: RequestOrigin): Promise<Viewer> {
      const ip = normalizeIp(origin.ip);
      const [countryCode, rule] = await Promise.all([countryOf(ip, origin.countryHeader), channelRule(channel.id)]);
      return { ip: ip ?? origin.ip, countryCode, channelBlocked: isBlockedBy(rule, countryCode) };
    },

    describe(channel: Channel, viewer: Viewer): Geo {
      return {
        country: viewer.countryCode ? countryName(viewer.countryCode, channel.language) : null,
        country_code: viewer.countryCode,
        ip: viewer.ip,
        is_geo_blocked: viewer.channelBlocked,
      };
    },

    invalidate(channelId?: number) {
      if (channelId === undefined) rules.clear();
      else rules.delete(channelId);
    },
  };
}
export type GeoService = ReturnType<typeof createGeoService>;
