/**
 * Spec §3 lists `vod_id` and `modal` among the query parameters: a shared library link such as
 * `/vod_library?vod_id=12&modal=1` names one item. The item it names, or null for the bare list.
 */
export function linkedVodItem(search: URLSearchParams): number | null {
  const raw = search.get('vod_id')?.trim() ?? '';
  if (!/^[1-9]\d{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** The library player's address for a linked item; the other query parameters (trk, channel) go along. */
export function linkedVodPath(id: number, search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  rest.delete('vod_id');
  rest.delete('modal');
  const query = rest.toString();
  return `/watch_library/${id}${query ? `?${query}` : ''}`;
}
