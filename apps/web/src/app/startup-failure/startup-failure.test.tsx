import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { chooseLanguage, initI18n, rememberChannelLanguage, setLanguage } from '../../lib/i18n';
import { startupFailureLanguage } from './failure-language';
import { prepareStartupFailure, StartupFailureScreen } from './index';

beforeAll(() => initI18n('en'));
afterEach(() => setLanguage('en'));

describe('the language of a failed start', () => {
  it("uses the channel's language remembered from its last successful start", () => {
    rememberChannelLanguage('universitaire', 'fr');
    expect(startupFailureLanguage('universitaire', ['en-US'])).toBe('fr');
    expect(startupFailureLanguage('varsity', ['en-US'])).toBe('en');
  });

  it("falls back to the browser's language, then English", () => {
    expect(startupFailureLanguage(undefined, ['de-DE', 'fr-CA', 'en'])).toBe('fr');
    expect(startupFailureLanguage('universitaire', ['de-DE'])).toBe('en');
  });

  it("lets the visitor's own choice win", async () => {
    rememberChannelLanguage('universitaire', 'fr');
    await chooseLanguage('en');
    expect(startupFailureLanguage('universitaire', ['fr'])).toBe('en');
  });

  it('shows the Whoops screen in the French channel’s language', async () => {
    rememberChannelLanguage('universitaire', 'fr');
    await prepareStartupFailure('universitaire');
    render(<StartupFailureScreen />);
    expect(screen.getByText('Toutes nos excuses ! Notre service éprouve actuellement des difficultés techniques. Veuillez actualiser la page')).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('fr');
  });
});

describe('channel not found', () => {
  it('names the requested channel and offers the home page', async () => {
    await prepareStartupFailure(undefined);
    render(<StartupFailureScreen requestedChannel="nope" />);
    expect(screen.getByRole('heading', { name: 'Channel not found' })).toBeInTheDocument();
    expect(screen.getByText(/could not find the channel “nope”/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Channel not found');
  });
});
