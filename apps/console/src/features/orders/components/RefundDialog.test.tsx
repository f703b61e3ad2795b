import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { RefundDialog, type RefundDialogProps } from './RefundDialog';

function open(props: Partial<RefundDialogProps> = {}) {
  const onSubmit = vi.fn();
  const view = render(<RefundDialog open refundable={2500} currency="USD" busy={false} error={null} onClose={() => {}} onSubmit={onSubmit} {...props} />);
  return { onSubmit, ...view };
}

describe('RefundDialog', () => {
  afterEach(async () => i18n.changeLanguage('en'));

  it('refunds in full after a confirmation that says the access goes; no amount is sent', async () => {
    const user = userEvent.setup();
    const { onSubmit } = open();
    expect(screen.getByRole('note')).toHaveTextContent('A full refund removes the access');
    await user.type(screen.getByLabelText(/^Reason/), '  Could not watch  ');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText(/Refund \$25\.00 to the buyer/)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('removes the access');
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Refund $25.00' }));
    expect(onSubmit).toHaveBeenCalledWith({ reason: 'Could not watch' });
  });

  it('refunds in part: the amount in the currency becomes minor units, and the access is said to stay', async () => {
    const user = userEvent.setup();
    const { onSubmit } = open();
    await user.click(screen.getByLabelText('Partial refund'));
    expect(screen.getByRole('note')).toHaveTextContent('A partial refund keeps the access');
    await user.type(screen.getByLabelText('Amount (USD)'), '7.5');
    await user.type(screen.getByLabelText(/^Reason/), 'Late start');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('note')).toHaveTextContent('keeps the access');
    await user.click(screen.getByRole('button', { name: 'Refund $7.50' }));
    expect(onSubmit).toHaveBeenCalledWith({ amount: 750, reason: 'Late start' });
  });

  it('requires a reason and an amount within what remains', async () => {
    const user = userEvent.setup();
    const { onSubmit } = open();
    await user.click(screen.getByLabelText('Partial refund'));
    await user.type(screen.getByLabelText('Amount (USD)'), '30');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(screen.getByText('A reason is required.')).toBeInTheDocument();
    expect(screen.getByText('At most $25.00.')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount (USD)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('button', { name: /^Refund \$/ })).not.toBeInTheDocument();
    await user.clear(screen.getByLabelText('Amount (USD)'));
    await user.type(screen.getByLabelText('Amount (USD)'), 'abc');
    expect(screen.getByText('Enter an amount such as 5.00.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the server's refusal back on the form", async () => {
    open({ error: 'This order is already refunded' });
    expect(screen.getByRole('alert')).toHaveTextContent('This order is already refunded');
  });

  it('speaks French', async () => {
    await i18n.changeLanguage('fr');
    const user = userEvent.setup();
    open();
    expect(screen.getByRole('note')).toHaveTextContent("Un remboursement total retire l’accès");
    await user.click(screen.getByLabelText('Remboursement partiel'));
    expect(screen.getByRole('note')).toHaveTextContent("Un remboursement partiel conserve l’accès");
  });
});
