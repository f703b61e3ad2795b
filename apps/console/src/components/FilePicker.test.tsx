import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { FilePicker } from './FilePicker';

function ChannelFile() {
  const [name, setName] = useState<string | null>(null);
  return (
    <>
      <label htmlFor="file">Channel file</label>
      <FilePicker id="file" accept=".json" chosen={name} onChange={(event) => setName(event.target.files?.[0]?.name ?? null)} />
    </>
  );
}

describe('FilePicker', () => {
  afterEach(async () => i18n.changeLanguage('en'));

  it('speaks the console’s language, not the browser’s, and names the file chosen', async () => {
    await i18n.changeLanguage('fr');
    render(<ChannelFile />);
    expect(screen.getByText('Choisir un fichier')).toBeInTheDocument();
    expect(screen.getByText('Aucun fichier choisi')).toBeInTheDocument();
    await userEvent.upload(screen.getByLabelText('Channel file'), new File(['{}'], 'varsity.json', { type: 'application/json' }));
    expect(screen.getByText('varsity.json')).toBeInTheDocument();
    expect(screen.queryByText('Aucun fichier choisi')).not.toBeInTheDocument();
  });

  it('keeps the real input as the labelled control, reachable by keyboard, its drawn button hidden from screen readers', async () => {
    render(<ChannelFile />);
    const input = screen.getByLabelText('Channel file');
    expect(input).toHaveAttribute('type', 'file');
    await userEvent.tab();
    expect(input).toHaveFocus();
    expect(screen.getByText('Choose a file')).toHaveAttribute('aria-hidden', 'true');
  });
});
