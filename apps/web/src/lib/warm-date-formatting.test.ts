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
    warmDateFormatting('en-GB', (task) => tasks.push(task), () => false);
    expect(built).toEqual([]);
    expect(tasks).toHaveLength(1);
    tasks[0]!();
    expect(built).toEqual(['en-GB']);
  });

  it('leaves the page alone when a worker loads the data, and warms in the page where none starts', () => {
    const tasks: Array<() => void> = [];
    const workers: string[] = [];
    warmDateFormatting('fr', (task) => tasks.push(task), (language) => workers.push(language) > 0);
    expect([workers, tasks]).toEqual([['fr'], []]);
    // No Worker here (the test's DOM has none): the page's own task.
    expect(typeof Worker).toBe('undefined');
    warmDateFormatting('fr', (task) => tasks.push(task));
    expect(tasks).toHaveLength(1);
  });
});
