import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { StateBadge } from './StateBadge';

const base = { title: 'Final', stage: null, progress: 0, queue_position: null, failure_reason: null } as const;

describe('StateBadge', () => {
  it('says how many wait ahead of a queued video', () => {
    render(<StateBadge asset={{ ...base, state: 'queued', queue_position: 2 }} />);
    expect(screen.getByText('Queued')).toBeInTheDocument();
    expect(screen.getByText('2 waiting ahead')).toBeInTheDocument();
  });

  it('says when a queued video is next', () => {
    render(<StateBadge asset={{ ...base, state: 'queued', queue_position: 0 }} />);
    expect(screen.getByText('Next in line')).toBeInTheDocument();
  });

  it('names the running stage with a progress bar', () => {
    render(<StateBadge asset={{ ...base, state: 'processing', stage: 'ladder', progress: 42 }} />);
    expect(screen.getByText('All qualities: 42%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Processing of Final' })).toHaveAttribute('aria-valuenow', '42');
  });

  it('gives the failure reason, translated when it is a known one, with its detail', async () => {
    const { rerender } = render(<StateBadge asset={{ ...base, state: 'failed', failure_reason: 'The file has no video stream' }} />);
    expect(screen.getByText('The file has no video stream')).toBeInTheDocument();
    await i18n.changeLanguage('fr');
    rerender(<StateBadge asset={{ ...base, state: 'failed', failure_reason: 'Transcoding failed: exit code 1' }} />);
    expect(screen.getByText('Échec')).toBeInTheDocument();
    expect(screen.getByText('Le transcodage a échoué : exit code 1')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('shows ready and cancelled without detail', () => {
    render(
      <>
        <StateBadge asset={{ ...base, state: 'ready', progress: 100 }} />
        <StateBadge asset={{ ...base, state: 'cancelled' }} />
      </>,
    );
    expect(screen.getByText('Ready')).toBeInTheDocument();
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
