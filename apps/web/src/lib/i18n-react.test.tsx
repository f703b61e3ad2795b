import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, initI18n, setLanguage } from './i18n';
import { useTranslation } from './i18n-react';

function Title({ name }: { name: string }) {
  const { t } = useTranslation();
  return <h1>{t(name)}</h1>;
}

afterEach(async () => {
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

  it('renders outside any provider, never suspending', async () => {
    await initI18n('en');
    const { container } = render(<Title name="app.skipToContent" />);
    expect(container.querySelector('h1')?.textContent).toBe('Skip to main content');
  });
});
