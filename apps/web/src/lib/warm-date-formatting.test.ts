import { afterEach, describe, expect, it } from 'vitest';
import { loadDateData } from './date-data';
import { warmDateFormatting } from './warm-date-formatting';

const RealDates = Intl.DateTimeFormat;
const RealRelative = Intl.RelativeTimeFormat;
/** Intl as the test replaces its constructors (the DOM's typings make RelativeTimeFormat read-only). */
const intl = Intl as { DateTimeFormat: typeof Intl.DateTimeFormat; RelativeTimeFormat: typeof Intl.RelativeTimeFormat };
afterEach(() => {
  intl.DateTimeFormat = RealDates;
  intl.RelativeTimeFormat = RealRelative;
});

/** Notes each date and relative-time format built, by kind and language. */
function noteBuiltFormats(): string[] {
  const built: string[] = [];
  intl.DateTimeFormat = class extends RealDates {
    constructor(language?: string | string[], options?: Intl.DateTimeFormatOptions) {
      super(language, options);
      built.push(`date ${String(language)}`);
    }
  } as typeof Intl.DateTimeFormat;
  intl.RelativeTimeFormat = class extends RealRelative {
    constructor(language?: string | string[], options?: Intl.RelativeTimeFormatOptions) {
      super(language, options);
      built.push(`relative ${String(language)}`);
    }
  } as typeof Intl.RelativeTimeFormat;
  return built;
}

describe('loadDateData', () => {
  it('builds a date format with a time zone name and a relative-time format in the language', () => {
    const built = noteBuiltFormats();
    loadDateData('de');
    expect(built).toEqual(['date de', 'relative de']);
  });
});

describe('warmDateFormatting', () => {
  it('loads the date data in the language in a task of its own, not during the call, where no worker starts', () => {
    const built = noteBuiltFormats();
    const tasks: Array<() => void> = [];
    warmDateFormatting('en-GB', { schedule: (task) => tasks.push(task), inAWorker: () => false });
    expect(built).toEqual([]);
    expect(tasks).toHaveLength(1);
    tasks[0]!();
    expect(built).toEqual(['date en-GB', 'relative en-GB']);
  });

  it('leaves the page alone when a worker loads the data, and warms in the page where none starts', () => {
    const tasks: Array<() => void> = [];
    const workers: string[] = [];
    warmDateFormatting('fr', { schedule: (task) => tasks.push(task), inAWorker: (language) => workers.push(language) > 0 });
    expect([workers, tasks]).toEqual([['fr'], []]);
    // No Worker here (the test's DOM has none): the page's own task.
    expect(typeof Worker).toBe('undefined');
    warmDateFormatting('fr', { schedule: (task) => tasks.push(task) });
    expect(tasks).toHaveLength(1);
  });

  it('under a page sent drawn (inThePage false) asks a worker only, and spends no task of the page where none starts', () => {
    const tasks: Array<() => void> = [];
    const workers: string[] = [];
    warmDateFormatting('es', { inThePage: false, schedule: (task) => tasks.push(task), inAWorker: (language) => workers.push(language) > 0 });
    expect([workers, tasks]).toEqual([['es'], []]);
    warmDateFormatting('es', { inThePage: false, schedule: (task) => tasks.push(task), inAWorker: () => false });
    expect(tasks).toEqual([]);
  });
});
