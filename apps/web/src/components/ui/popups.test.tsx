import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadScreenStrings } from '../../lib/i18n';
import { popupStore, usePopup, type PopupProps } from './popup-store';
import { PopupHost } from './PopupHost';

function Confirm({ question, close }: { question: string } & PopupProps) {
  return (
    <div>
      <h2>{question}</h2>
      <button type="button" onClick={close}>
        Yes
      </button>
    </div>
  );
}

beforeAll(async () => {
  await initI18n('en');
  await loadScreenStrings();
});

describe('popups', () => {
  it('render a component with its attributes in a modal dialog that Escape closes', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Opener</button>
        <PopupHost />
      </>,
    );
    screen.getByRole('button', { name: 'Opener' }).focus();
    act(() => usePopup().open({ component: Confirm, attributes: { question: 'Cancel renewal?' }, label: 'Confirm' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByRole('heading', { name: 'Cancel renewal?' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.tab();
    await user.tab();
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(popupStore.get()).toBeNull();
    expect(screen.getByRole('button', { name: 'Opener' })).toHaveFocus();
  });

  it('hand the component a close function', async () => {
    const user = userEvent.setup();
    render(<PopupHost />);
    act(() => usePopup().open({ component: Confirm, attributes: { question: 'Sure?' } }));
    await user.click(await screen.findByRole('button', { name: 'Yes' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
