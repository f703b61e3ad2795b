import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

describe('csvCell', () => {
  it.each([
    ['=1+1', `'=1+1`],
    ['+1', `'+1`],
    ['-1', `'-1`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    [';=1+1', `"';=1+1"`],
    ['"=1+1', `"'""=1+1"`],
    [' =1+1', `' =1+1`],
    ['  "; =HYPERLINK("http://x")', `"'  ""; =HYPERLINK(""http://x"")"`],
    [',=1', `"',=1"`],
    [`'=1`, `''=1`],
    ['\uFF1D1+1', `'\uFF1D1+1`],
  ])('neutralises %j as %j', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it('leaves other text and numbers as they are', () => {
    expect(csvCell('Jane')).toBe('Jane');
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('x, y')).toBe('"x, y"');
    expect(csvCell(-12)).toBe('-12');
    expect(csvCell(null)).toBe('');
  });
});
