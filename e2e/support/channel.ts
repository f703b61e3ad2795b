import type { APIRequestContext } from '@playwright/test';

/** The CSS colour Chromium reports for a channel colour with its transparency variant. */
export async function channelColor(request: APIRequestContext, channelKey: string, name: string): Promise<string> {
  const res = await request.get(`/api/color-settings/web?channel_key=${channelKey}`);
  const colors = (await res.json()).data as Record<string, string | number>;
  const hex = String(colors[name]);
  const alpha = Number(colors[`${name}-transparency`] ?? 1);
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return alpha < 1 ? `rgba(${r}, ${g}, ${b}, ${alpha})` : `rgb(${r}, ${g}, ${b})`;
}
