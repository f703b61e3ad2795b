import { describe, expect, it } from 'vitest';
import { jsonCells } from './json-array';

describe('jsonCells', () => {
  it('reads an array as PostgreSQL hands it back, or as SQLite text', () => {
    expect(jsonCells([{ id: 1 }])).toEqual([{ id: 1 }]);
    expect(jsonCells('[{"id":1}]')).toEqual([{ id: 1 }]);
  });

  it('answers an empty list for nothing, empty text or a JSON value that is not an array', () => {
    expect(jsonCells(null)).toEqual([]);
    expect(jsonCells('')).toEqual([]);
    expect(jsonCells('{"id":1}')).toEqual([]);
  });
});
