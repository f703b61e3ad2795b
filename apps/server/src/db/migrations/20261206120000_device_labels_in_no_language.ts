import { type Kysely, sql } from 'kysely';

/**
 * Device labels are names only ('Chrome · Windows'), in no language, and empty when the user agent said nothing
 * (the apps name an unknown device in the viewer's language). Labels stored before read 'Chrome on Windows' or
 * 'Unknown device' in English until the device was seen again: rewritten here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`update api_key_devices set label = '' where label = 'Unknown device'`.execute(db);
  await sql`update api_key_devices set label = replace(label, ' on ', ' · ') where label like '% on %'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update api_key_devices set label = replace(label, ' · ', ' on ') where label like '% · %'`.execute(db);
  await sql`update api_key_devices set label = 'Unknown device' where label = ''`.execute(db);
}
