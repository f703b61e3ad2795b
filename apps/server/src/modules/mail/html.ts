const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

/** Only http(s) URLs become links; anything else (javascript:, data:) is shown as text. */
export function isWebUrl(url: string): boolean {
  return /^https?:\/\//i.test(url);
}
