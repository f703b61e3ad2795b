import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n, setLanguage } from './i18n';
import { useTranslation } from './i18n-react';

function Title({ name }: { name: string }) {
  const { t } = useTranslation();
  return <h1>{t(name)}</h1>;
}

afterEach(async () => {
  vi.restoreAllMocks();
  await act(async () => {
    await initI18n('en');
  });
});

describe('useTranslation', () => {
  it('translates with the shell strings and re-renders in the new language', async () => {
    await initI18n('en');
    render(<Title name="app.skipToContent" />);
    expect(screen.getByRole('heading', { name: 'Skip to main content' })).toBeInTheDocument();
    await act(async () => {
      await setLanguage('fr');
    });
    expect(screen.getByRole('heading', { name: 'Aller au contenu principal' })).toBeInTheDocument();
  });

  it('re-renders when strings that were missing arrive (a lazy screen loaded them)', async () => {
    await initI18n('en');
    render(<Title name="late.greeting" />);
    expect(screen.getByRole('heading', { name: 'late.greeting' })).toBeInTheDocument();
    act(() => {
      i18n.addResourceBundle('en', 'screens', { late: { greeting: 'Welcome back' } }, true, true);
    });
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('asks i18next once per key and plain options until the language or the strings change', async () => {
    await initI18n('en');
    const lookups: unknown[][] = [];
    const getFixedT = i18n.getFixedT.bind(i18n);
    vi.spyOn(i18n, 'getFixedT').mockImplementation((...args: Parameters<typeof i18n.getFixedT>) => {
      const fixed = getFixedT(...args) as unknown as (...lookup: unknown[]) => unknown;
      return ((...lookup: unknown[]) => {
        lookups.push(lookup);
        return fixed(...lookup);
      }) as unknown as ReturnType<typeof i18n.getFixedT>;
    });
    function Counted({ number }: { number: number }) {
      const { t } = useTranslation();
      return <p>{t('home.slideOf', { number, count: 3 })}</p>;
    }
    await act(async () => {
      await setLanguage('fr');
    });
    render(
      <>
        <Title name="app.skipToContent" />
        <Title name="app.skipToContent" />
        <Title name="app.skipToContent" />
        <Counted number={1} />
        <Counted number={1} />
        <Counted number={2} />
      </>,
    );
    expect(screen.getAllByRole('heading', { name: 'Aller au contenu principal' })).toHaveLength(3);
    expect(screen.getAllByText('Diapositive 1 sur 3')).toHaveLength(2);
    expect(screen.getByText('Diapositive 2 sur 3')).toBeInTheDocument();
    expect(lookups.filter(([key]) => key === 'app.skipToContent')).toHaveLength(1);
    // Once for each set of options.
    expect(lookups.filter(([key]) => key === 'home.slideOf')).toHaveLength(2);

    await act(async () => {
      await setLanguage('en');
    });
    expect(screen.getAllByRole('heading', { name: 'Skip to main content' })).toHaveLength(3);
    expect(lookups.filter(([key]) => key === 'app.skipToContent')).toHaveLength(2);
  });

  it('renders outside any provider, never suspending', async () => {
    await initI18n('en');
    const { container } = render(<Title name="app.skipToContent" />);
    expect(container.querySelector('h1')?.textContent).toBe('Skip to main content');
  });
});
