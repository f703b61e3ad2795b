import type { Kysely } from 'kysely';

/**
 * The channel setting `demo_media`: the generated demo videos are offered in the console's video picker only on the
 * demo channels the seed made (a new channel's picker shows them behind "Show demo videos"). The seed sets it on the
 * channels it inserts from now on; this marks the two it made before. Their keys are written here, not imported from
 * the seed, so the migration keeps meaning what it meant when it ran.
 */
const SEEDED_CHANNELS = ['varsity', 'universitaire'];

interface Row {
  id: number;
  settings: string;
}

async function rewrite(db: Kysely<unknown>, change: (settings: Record<string, unknown>) => void): Promise<void> {
  const channels = db as unknown as Kysely<{ channels: Row & { key: string } }>;
  const rows = await channels.selectFrom('channels').select(['id', 'settings']).where('key', 'in', SEEDED_CHANNELS).execute();
  for (const row of rows) {
    let settings: Record<string, unknown> = {};
    try {
      settings = JSON.parse(row.settings) as Record<string, unknown>;
    } catch {
      // A damaged value is read as no settings (lib/json-column.ts); it gets only the flag.
    }
    change(settings);
    await channels.updateTable('channels').set({ settings: JSON.stringify(settings) }).where('id', '=', row.id).execute();
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (settings) => {
    settings.demo_media = true;
  });
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await rewrite(db, (settings) => {
    delete settings.demo_media;
  });
}
