import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { adminEvent } from '../../../test/fixtures';
import { renderScreen } from '../../../test/render';
import { EventForm, type EventFormValues, toBody } from './EventForm';

const OPTIONS = { categories: [], participants: [], participant_groups: [], locations: [], time_zone: 'UTC', currency: 'USD' };

function renderForm(event = adminEvent({ name: 'Members Night', time_zone: 'UTC' })) {
  const submitted = vi.fn<(values: EventFormValues) => Promise<void>>(async () => undefined);
  renderScreen(<EventForm event={event} options={OPTIONS} videos={[]} mediaPath="/media" disabled={false} onSubmit={(values) => submitted(values)} />);
  return submitted;
}

describe('the event form’s pricing', () => {
  it('offers who can watch as one choice, in the operator’s words, with the price only for a single-event price', async () => {
    renderForm();
    const pricing = screen.getByRole('combobox', { name: 'Pricing' });
    expect(within(pricing).getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Free',
      'Registered viewers',
      'Passes and subscriptions only',
      'Subscriptions only',
      'Single-event price',
    ]);
    expect(screen.queryByRole('spinbutton', { name: 'Single-event price (USD)' })).toBeNull();
    const user = userEvent.setup();
    await user.selectOptions(pricing, 'Single-event price');
    expect(screen.getByRole('spinbutton', { name: 'Single-event price (USD)' })).toBeInTheDocument();
    await user.selectOptions(pricing, 'Subscriptions only');
    expect(screen.queryByRole('spinbutton', { name: 'Single-event price (USD)' })).toBeNull();
    expect(screen.getByText('Not sold alone, and one-off passes do not open it: only a subscription covering this event does.')).toBeInTheDocument();
  });

  it('saves "Subscriptions only" as a paid, passes-only event for subscribers only', async () => {
    const submitted = renderForm();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Pricing' }), 'Subscriptions only');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(toBody(submitted.mock.calls[0]![0], false)).toMatchObject({ pricing_type: 'paid', passes_only: true, subscription_only: true, price: null });
  });

  it('opens a stored subscriber-only event on its choice', () => {
    renderForm(adminEvent({ pricing_type: 'paid', passes_only: true, subscription_only: true }));
    expect(screen.getByRole('combobox', { name: 'Pricing' })).toHaveDisplayValue('Subscriptions only');
  });
});

describe('the event form’s time zone', () => {
  it('takes an alias as the zone’s current name, and refuses a zone that is not in the list', async () => {
    const submitted = renderForm();
    const user = userEvent.setup();
    const zone = screen.getByRole('combobox', { name: /^Time zone/ });
    await user.clear(zone);
    await user.type(zone, 'Mars/Olympus');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a time zone from the list')).toBeInTheDocument();
    expect(submitted).not.toHaveBeenCalled();

    await user.clear(zone);
    await user.type(zone, 'Asia/Calcutta');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(submitted.mock.calls[0]![0].time_zone).toBe('Asia/Kolkata');
  });
});
