import type { Favorite } from '@ott/contracts/favorites';
import { jsonResponse } from './fixtures';

/** A favourites endpoint that remembers: GET lists, POST adds (once per object), DELETE removes. */
export function favoritesServer(initial: Favorite[] = []) {
  let favorites = [...initial];
  let nextId = 100;
  const fixed: Record<string, (body: Record<string, unknown>, url: URL) => Response> = {
    'GET /api/favorites': () => jsonResponse(200, { data: favorites }),
    'POST /api/favorite': (body) => {
      const same = favorites.find((f) => f.favoritable_id === body.favoritable_id && f.favoritable_type === body.favoritable_type);
      const favorite: Favorite = same ?? {
        id: nextId++,
        favoritable_id: Number(body.favoritable_id),
        favoritable_type: body.favoritable_type as Favorite['favoritable_type'],
        name: `Favourite ${String(body.favoritable_id)}`,
        image: null,
        alias: `fav-${String(body.favoritable_id)}`,
      };
      if (!same) favorites = [...favorites, favorite];
      return jsonResponse(200, { data: favorite });
    },
  };
  const remove = (_body: Record<string, unknown>, url: URL) => {
    const id = Number(url.pathname.split('/').pop());
    const found = favorites.some((f) => f.id === id);
    favorites = favorites.filter((f) => f.id !== id);
    return found ? jsonResponse(200, { data: { id } }) : jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  };
  // `DELETE /api/favorite/{id}` for any id, besides the fixed routes and whatever `extra` adds.
  const routes = (extra: Record<string, (body: Record<string, unknown>, url: URL) => Response> = {}) =>
    new Proxy({ ...fixed, ...extra }, { get: (target, name: string) => (name.startsWith('DELETE /api/favorite/') ? remove : target[name]) });
  return { list: () => favorites, routes };
}

export const makeFavorite = (overrides: Partial<Favorite> = {}): Favorite => ({
  id: 1,
  favoritable_id: 2,
  favoritable_type: 'participant',
  name: 'Northfield University Huskies',
  image: null,
  alias: 'northfield',
  ...overrides,
});
