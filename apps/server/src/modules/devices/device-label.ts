import type { DeviceType } from '@ott/contracts/devices';
import Bowser from 'bowser';

export interface DeviceDescription {
  type: DeviceType;
  /**
   * 'Chrome · Windows': names only, in no language, so the viewer's app shows it as it is in English or French; empty
   * when the user agent says nothing useful (the app then says 'Unknown device' in the viewer's language).
   */
  label: string;
}

const TYPES: Record<string, DeviceType> = { desktop: 'desktop', mobile: 'phone', tablet: 'tablet', tv: 'tv' };
const MAX_LABEL = 120;

/** What a user agent is, for the Devices list: the kind of device and a short label (bowser, a maintained parser). */
export function describeDevice(userAgent: string | undefined): DeviceDescription {
  if (!userAgent || userAgent.trim() === '') return { type: 'unknown', label: '' };
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ?? '';
  const os = parsed.os.name ?? '';
  let type = TYPES[parsed.platform.type ?? ''] ?? 'unknown';
  // Smart TVs' browsers often say little more than their OS (Tizen, webOS, Android TV).
  if (type === 'unknown' && /smart-?tv|tizen|web0s|webos|android tv|hbbtv|appletv|crkey|bravia|aft[a-z]/i.test(userAgent)) type = 'tv';
  const label = [browser, os].filter(Boolean).join(' · ');
  return { type, label: label.slice(0, MAX_LABEL) };
}
