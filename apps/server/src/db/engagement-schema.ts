import type { Id, IsoTime } from './column-types';

/** A user's favourite team, school or sport (migration 20251125120600). */
export interface FavoritesTable {
  id: Id;
  channel_id: number;
  user_id: number;
  favoritable_type: 'participant' | 'group' | 'category';
  favoritable_id: number;
  created_at: IsoTime;
}

/** What viewers keep for themselves: favourites (clips and watch positions join them). */
export interface EngagementTables {
  favorites: FavoritesTable;
}
