/** What the session report says about the device (spec §7 session: device_type, user_agent, resolution, platform). */
export interface DeviceInfo {
  device_type: 'mobile' | 'tablet' | 'tv' | 'desktop';
  user_agent: string;
  resolution: string;
  platform: string;
}

type NavigatorWithHints = Navigator & { userAgentData?: { platform?: string; mobile?: boolean } };

export function deviceType(userAgent: string, viewportWidth: number): DeviceInfo['device_type'] {
  if (/smart-?tv|hbbtv|appletv|googletv|crkey|roku|tizen|web0s/i.test(userAgent)) return 'tv';
  if (/ipad|tablet|playbook|silk|(android(?!.*mobile))/i.test(userAgent)) return 'tablet';
  if (/mobi|iphone|ipod|android|windows phone/i.test(userAgent)) return 'mobile';
  // A desktop browser narrowed like a phone is still a desktop, but one with no keyboard hint is judged by its width.
  return viewportWidth > 0 && viewportWidth < 600 && /touch/i.test(userAgent) ? 'mobile' : 'desktop';
}

export function deviceInfo(win: Window = window): DeviceInfo {
  const nav = win.navigator as NavigatorWithHints;
  const userAgent = nav.userAgent.slice(0, 512);
  return {
    device_type: nav.userAgentData?.mobile ? 'mobile' : deviceType(userAgent, win.innerWidth),
    user_agent: userAgent,
    resolution: `${win.screen.width}x${win.screen.height}`,
    platform: (nav.userAgentData?.platform || nav.platform || 'unknown').slice(0, 64),
  };
}
