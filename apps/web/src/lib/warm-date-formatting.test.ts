import { afterEach, describe, expect, it } from 'vitest';
import { loadFormatData } from './date-data';
import { warmDateFormatting } from './warm-date-formatting';

const RealDates = Intl.DateTimeFormat;
const RealRelative = Intl.RelativeTimeFormat;
const RealNumbers = Intl.NumberFormat;
/** Intl as the test replaces its constructors (the DOM's typings make RelativeTimeFormat read-only). */
const intl = Intl as { DateTimeFormat: typeof Intl.DateTimeFormat; RelativeTimeFormat: typeof Intl.RelativeTimeFormat; NumberFormat: typeof Intl.NumberFormat };
afterEach(() => {
  intl.DateTimeFormat = RealDates;
  intl.RelativeTimeFormat = RealRelative;
  intl.NumberFormat = RealNumbers;
});

/** Notes each date, relative-time and currency format built, by kind and language. */
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
  intl.NumberFormat = class extends RealNumbers {
    constructor(language?: string | string[], options?: Intl.NumberFormatOptions) {
      super(language, options);
      built.push(`${options?.style ?? 'number'} ${String(language)}`);
    }
  } as typeof Intl.NumberFormat;
  return built;
}

describe('loadFormatData', () => {
  it('builds a date format with a time zone name, a relative-time format and a currency format in the language', () => {
    const built = noteBuiltFormats();
    loadFormatData('de');
    expect(built).toEqual(['date de', 'relative de', 'currency de']);
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
    expect(built).toEqual(['date en-GB', 'relative en-GB', 'currency en-GB']);
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
