import type { ColorSettings } from '@ott/contracts/channel';
import { BrandingPreviewMessage } from '@ott/contracts/admin-branding';

export const PREVIEW_READY = 'ott:branding-preview-ready';

/**
 * Inside the console's preview frame, the colours being edited repaint the app as the operator types. Only the
 * console may send them: a message from the parent window of this same origin, shaped as colour settings; anything
 * else is ignored. Tells the console it is listening, so it sends the current (unsaved) colours at once.
 */
export function listenForBrandingPreview(apply: (colors: ColorSettings) => void, win: Window = window): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== win.location.origin || event.source !== win.parent) return;
    const message = BrandingPreviewMessage.safeParse(event.data);
    if (message.success) apply(message.data.color_settings);
  };
  win.addEventListener('message', onMessage);
  win.parent.postMessage({ type: PREVIEW_READY }, win.location.origin);
  return () => win.removeEventListener('message', onMessage);
}
