import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonArrayFromFor, jsonCells } from '../src/db/json-array';
import { type TestApp, createTestApp, dialects } from './helper';

describe.each(dialects)('jsonArrayFromFor and jsonCells on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(async () => t.close());

  it("answers a subquery's rows as an array on each row, and an empty array when there are none", async () => {
    const jsonArrayFrom = jsonArrayFromFor(dialect);
    const rows = await t.db
      .selectFrom('channels')
      .select((eb) => [
        'key',
        jsonArrayFrom(eb.selectFrom('menu_entries').select(['id', 'title']).whereRef('menu_entries.channel_id', '=', 'channels.id').orderBy('id')).as('menu'),
        jsonArrayFrom(eb.selectFrom('menu_entries').select('id').where('id', '<', 0)).as('none'),
      ])
      .orderBy('id')
      .execute();
    const expected = await t.db.selectFrom('menu_entries').innerJoin('channels', 'channels.id', 'menu_entries.channel_id').select(['channels.key', 'menu_entries.id', 'menu_entries.title']).orderBy('menu_entries.id').execute();
    expect(rows.map((row) => row.key)).toEqual(['varsity', 'universitaire']);
    for (const row of rows) {
      expect(jsonCells(row.menu)).toEqual(expected.filter((entry) => entry.key === row.key).map(({ id, title }) => ({ id, title })));
      expect(jsonCells(row.none)).toEqual([]);
    }
    expect(jsonCells(rows[0]!.menu).length).toBeGreaterThan(0);
  });
});
