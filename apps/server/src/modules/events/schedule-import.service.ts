import { aliasOf } from '@ott/contracts/admin-catalogue';
import type { AdminScheduleError, AdminScheduleImport, AdminScheduleResult, AdminScheduleRow } from '@ott/contracts/admin-schedule';
import { AppError, message } from '../../lib/errors';
import type { Channel } from '../channel/channel.types';
import { problem, readScheduleFile, type ScheduleGame } from './schedule-import';
import type { Ref, ScheduleImportRepository, ScheduleWrite } from './schedule-import.repository';

export interface ScheduleImportDeps {
  repository: ScheduleImportRepository;
  now?: () => Date;
}

/** A new team's colour until the operator gives it one. */
const NEW_TEAM_COLOR = '#4a5a6a';
const lower = (value: string) => value.trim().toLowerCase();

export class ScheduleCatalogueChanged extends AppError {
  constructor() {
    super(409, 'SCHEDULE_CATALOGUE_CHANGED', message('SCHEDULE_CATALOGUE_CHANGED'));
  }
}

type Catalogue = Awaited<ReturnType<ScheduleImportRepository['catalogue']>>;

/**
 * Matches a file's games to the channel's sports, teams and locations, plans what is missing, and writes it all in
 * one transaction unless a row has an error. Sports are matched by name or alias (a sport before a division); teams by
 * name, short name or alias, then by sport and gender; locations by name; all case-insensitively.
 */
function planner(catalogue: Catalogue, currency: string) {
  const plan: ScheduleWrite = { sports: [], locations: [], teams: [], events: [] };
  const creates = { teams: [] as string[], locations: [] as string[], sports: [] as string[] };
  const aliases = { sport: new Set(catalogue.sports.map((s) => s.alias)), team: new Set(catalogue.teams.map((t) => t.alias)) };
  const uniqueAlias = (taken: Set<string>, tries: string[]) => {
    const base = tries.find((alias) => alias !== '' && !taken.has(alias)) ?? `${tries[0] || 'item'}`;
    let alias = base;
    for (let n = 2; taken.has(alias); n += 1) alias = `${base}-${n}`;
    taken.add(alias);
    return alias;
  };

  function sport(name: string): { ref: Ref; name: string } {
    const key = lower(name);
    const top = catalogue.sports.filter((s) => s.parent_id === null);
    const children = catalogue.sports.filter((s) => s.parent_id !== null);
    const named = children.filter((s) => lower(s.name) === key);
    const found = top.find((s) => lower(s.name) === key) ?? top.find((s) => s.alias === key) ?? children.find((s) => s.alias === key) ?? (named.length === 1 ? named[0] : undefined);
    if (found) return { ref: { id: found.id }, name: found.name };
    const planned = plan.sports.find((s) => s.key === key);
    if (!planned) {
      plan.sports.push({ key, name: name.trim(), alias: uniqueAlias(aliases.sport, [aliasOf(name)]) });
      creates.sports.push(name.trim());
    }
    return { ref: { key }, name: planned?.name ?? name.trim() };
  }

  function location(name: string | null): Ref | null {
    if (name === null) return null;
    const key = lower(name);
    const found = catalogue.locations.find((l) => lower(l.name) === key);
    if (found) return { id: found.id };
    if (!plan.locations.some((l) => l.key === key)) {
      plan.locations.push({ key, name: name.trim(), country_code: currency.slice(0, 2).toUpperCase() });
      creates.locations.push(name.trim());
    }
    return { key };
  }

  /** The team, or 'ambiguous' when several of the sport's teams carry the name and no gender tells them apart. */
  function team(name: string, sportName: string, gender: string | null): { ref: Ref; groupId: number | null } | 'ambiguous' {
    const key = lower(name);
    const byAlias = catalogue.teams.find((t) => t.alias === key);
    if (byAlias) return { ref: { id: byAlias.id }, groupId: byAlias.participant_group_id };
    const inSport = catalogue.teams.filter((t) => (lower(t.name) === key || lower(t.short_name) === key) && lower(t.sport) === lower(sportName));
    const matching = gender ? inSport.filter((t) => t.gender === gender) : inSport;
    if (matching.length === 1) return { ref: { id: matching[0]!.id }, groupId: matching[0]!.participant_group_id };
    if (matching.length > 1) return 'ambiguous';
    const teamGender = gender ?? 'men';
    const planKey = `${key}|${lower(sportName)}|${teamGender}`;
    if (!plan.teams.some((t) => t.key === planKey)) {
      const trimmed = name.trim();
      plan.teams.push({
        key: planKey,
        name: trimmed,
        short_name: trimmed.slice(0, 40),
        alias: uniqueAlias(aliases.team, [aliasOf(trimmed), aliasOf(`${trimmed} ${sportName}`), aliasOf(`${trimmed} ${sportName} ${teamGender}`)]),
        color: NEW_TEAM_COLOR,
        gender: teamGender,
        sport: sportName,
      });
      creates.teams.push(`${trimmed} (${sportName})`);
    }
    return { ref: { key: planKey }, groupId: null };
  }

  /** Plans one game; its problems (an ambiguous team) otherwise. */
  function add(game: ScheduleGame): { row: AdminScheduleRow; errors: AdminScheduleError[] } {
    const errors: AdminScheduleError[] = [];
    const theSport = sport(game.sport);
    const home = team(game.home, theSport.name, game.gender);
    const away = team(game.away, theSport.name, game.gender);
    if (home === 'ambiguous') errors.push(problem(game.row, 'home', 'TEAM_NAME_AMBIGUOUS', { name: game.home }));
    if (away === 'ambiguous') errors.push(problem(game.row, 'away', 'TEAM_NAME_AMBIGUOUS', { name: game.away }));
    const where = location(game.location);
    const name = (game.name ?? `${game.away} @ ${game.home}`).slice(0, 200);
    const row: AdminScheduleRow = {
      row: game.row,
      name,
      event_utc_ts: game.event_utc_ts,
      end_utc_ts: game.end_utc_ts,
      time_zone: game.time_zone,
      home: game.home,
      away: game.away,
      sport: theSport.name,
      location: game.location,
      pricing_type: game.pricing_type,
      price: game.price,
      passes_only: game.passes_only,
    };
    if (home !== 'ambiguous' && away !== 'ambiguous') {
      plan.events.push({
        columns: {
          name,
          description: null,
          event_utc_ts: game.event_utc_ts,
          end_utc_ts: game.end_utc_ts,
          time_zone: game.time_zone,
          pricing_type: game.pricing_type,
          participant_group_id: home.groupId,
          division: null,
          group_name: null,
          gender: game.gender,
          visibility: 'public',
        },
        sport: theSport.ref,
        location: where,
        home: home.ref,
        away: away.ref,
        // Sold alone (docs/decisions/0060): a single-event package at the row's price; passes-only and free games have none.
        price: game.price !== null && !game.passes_only ? { amount: game.price, currency } : undefined,
      });
    }
    return { row, errors };
  }

  return { plan, creates, add };
}

export function createScheduleImportService({ repository, now = () => new Date() }: ScheduleImportDeps) {
  return {
    /** Checks the file and answers the preview; with `dry_run: false` and no error, writes every game in one transaction. */
    async run(channel: Channel, { csv, dry_run = true }: AdminScheduleImport): Promise<AdminScheduleResult> {
      const catalogue = await repository.catalogue(channel.id);
      const file = readScheduleFile(csv, catalogue.timeZone ?? 'UTC');
      const { plan, creates, add } = planner(catalogue, channel.currency);
      const errors = [...file.errors];
      const rows: AdminScheduleRow[] = [];
      const seen = new Map<string, number>();
      const existing = await repository.eventsStartingAt(channel.id, [...new Set(file.games.map((game) => game.event_utc_ts))]);
      for (const game of file.games) {
        const planned = add(game);
        const gameKey = `${game.event_utc_ts}|${lower(game.home)}|${lower(game.away)}`;
        const twin = seen.get(gameKey);
        if (twin !== undefined) planned.errors.push(problem(game.row, null, 'GAME_TWICE_IN_FILE', { line: twin }));
        else seen.set(gameKey, game.row);
        const scheduled = existing.find((event) => event.event_utc_ts === game.event_utc_ts && lower(event.name) === lower(planned.row.name));
        if (scheduled) planned.errors.push(problem(game.row, null, 'GAME_ALREADY_SCHEDULED', { id: scheduled.id }));
        if (planned.errors.length === 0) rows.push(planned.row);
        errors.push(...planned.errors);
      }
      errors.sort((a, b) => a.row - b.row);
      const result: AdminScheduleResult = { rows, errors, creates };
      if (dry_run || errors.length > 0 || rows.length === 0) return result;
      const ids = await repository.write(channel.id, plan, now().toISOString());
      if (ids === 'exists') throw new ScheduleCatalogueChanged();
      return { ...result, created_event_ids: ids };
    },
  };
}
export type ScheduleImportService = ReturnType<typeof createScheduleImportService>;
