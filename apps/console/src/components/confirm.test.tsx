import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/render';
import { useConfirm } from './confirm';

function DeleteButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button type="button" onClick={async () => setAnswer(String(await confirm({ title: 'Delete the event?', message: 'Viewers will no longer see it.', confirmLabel: 'Delete', danger: true })))}>
        Delete event
      </button>
      <output>{answer}</output>
    </>
  );
}

describe('useConfirm', () => {
  it('asks in a dialog and resolves true when confirmed', async () => {
    renderScreen(<DeleteButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete event' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete the event?' });
    expect(dialog).toHaveTextContent('Viewers will no longer see it.');
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('true')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('resolves false on Cancel', async () => {
    renderScreen(<DeleteButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete event' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByText('false')).toBeInTheDocument();
  });

  it('resolves false on Escape and gives the focus back to the button that asked', async () => {
    renderScreen(<DeleteButton />);
    const opener = screen.getByRole('button', { name: 'Delete event' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByText('false')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
