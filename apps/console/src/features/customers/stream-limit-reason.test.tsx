import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { chooseLanguage } from '../../lib/i18n';
import { ReasonText } from './components/AccessPanel';

describe("'why can't this viewer watch?' and the stream limit", () => {
  afterEach(async () => chooseLanguage('en'));

  it('names the limit and the devices watching when it blocks', () => {
    render(<ReasonText reason={{ code: 'stream_limit_reached', blocking: true, limit: 2, playing: 2, devices: ['Chrome on Windows (Hockey final)', 'Safari on iOS (Hockey final)'] }} timeZone="UTC" />);
    expect(document.body).toHaveTextContent(
      'Stream limit reached: 2 devices are playing now, the most this channel allows (2). Playing here is refused until one stops: Chrome on Windows (Hockey final), Safari on iOS (Hockey final).',
    );
  });

  it('says how many play under a limit that does not block', () => {
    render(<ReasonText reason={{ code: 'stream_limit', blocking: false, limit: 3, playing: 1 }} timeZone="UTC" />);
    expect(screen.getByText(/^The channel allows 3 devices playing at once; 1 of this customer’s are playing now\.$/)).toBeInTheDocument();
  });

  it('speaks French', async () => {
    await chooseLanguage('fr');
    render(<ReasonText reason={{ code: 'stream_limit_reached', blocking: true, limit: 2, playing: 2, devices: ['Chrome on Windows (Finale)'] }} timeZone="UTC" />);
    expect(document.body).toHaveTextContent(/^Limite de lecture atteinte\s: 2 appareils lisent en ce moment, le maximum permis par la chaîne \(2\)\./);
  });
});
