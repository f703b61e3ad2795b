import { afterEach, describe, expect, it } from 'vitest';
import { warmDateFormatting } from './warm-date-formatting';

const Real = Intl.DateTimeFormat;
afterEach(() => {
  Intl.DateTimeFormat = Real;
});

describe('warmDateFormatting', () => {
  it('builds and uses a date format in the language in a task of its own, not during the call', () => {
    const built: Array<string | string[] | undefined> = [];
    Intl.DateTimeFormat = class extends Real {
      constructor(language?: string | string[], options?: Intl.DateTimeFormatOptions) {
        super(language, options);
        built.push(language);
      }
    } as typeof Intl.DateTimeFormat;
    const tasks: Array<() => void> = [];
    warmDateFormatting('en-GB', (task) => tasks.push(task));
    expect(built).toEqual([]);
    expect(tasks).toHaveLength(1);
    tasks[0]!();
    expect(built).toEqual(['en-GB']);
  });
});
