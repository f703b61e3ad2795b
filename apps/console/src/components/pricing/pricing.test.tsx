import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { eventPricingCalls, setEventPrices } from '../../features/catalogue/api';
import { renderScreen, stubFetch } from '../../test/render';
import { EventRulePanel } from './RulePanel';
import { SetPriceDialog } from './SetPriceDialog';

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown> | undefined;
}

function serve(answer: (call: Call) => { status?: number; body: unknown }) {
  const calls: Call[] = [];
  const server = stubFetch((url, init) => {
    const call = { method: init.method ?? 'GET', path: url.pathname + url.search, body: init.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : undefined };
    calls.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', server.fetchMock);
  return calls;
}

describe('an event’s replay pricing panel', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says when the event has no rule, and creates one with its steps', async () => {
    let rules: unknown[] = [];
    const calls = serve((call) => {
      if (call.method === 'POST') {
        rules = [{ id: 3, event_id: 12, event_category_id: null, scope_name: 'Final', steps: call.body!.steps, updated_at: '2026-11-26T00:00:00Z' }];
        return { status: 201, body: { data: rules[0] } };
      }
      return { body: { data: rules } };
    });
    renderScreen(<EventRulePanel calls={eventPricingCalls('varsity')} eventId={12} canEdit />);
    const panel = await screen.findByRole('region', { name: 'Replay pricing' });
    expect(await within(panel).findByText('No rule for this event; its sport’s rule applies when there is one.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(panel).getByRole('button', { name: 'Add a rule' }));
    await user.click(within(panel).getByRole('button', { name: 'Add a step' }));
    const after = within(panel).getAllByLabelText('Hours after the end');
    await user.clear(after[1]!);
    await user.type(after[1]!, '168');
    await user.selectOptions(within(panel).getAllByLabelText('Pricing type')[1]!, 'free');
    await user.selectOptions(within(panel).getAllByLabelText('Price')[1]!, 'keep');
    await user.click(within(panel).getByRole('button', { name: 'Save rule' }));
    await vi.waitFor(() => expect(calls.find((call) => call.method === 'POST')).toBeDefined());
    expect(calls.find((call) => call.method === 'POST')!.body).toEqual({
      event_id: 12,
      steps: [
        { after_hours: 24, pricing_type: null, price: null, price_percent: 50 },
        { after_hours: 168, pricing_type: 'free', price: null, price_percent: null },
      ],
    });
    expect(await within(panel).findByRole('button', { name: 'Delete rule' })).toBeInTheDocument();
  }, 30_000);

  it('shows the server’s message under the step it is about', async () => {
    serve((call) =>
      call.method === 'PATCH'
        ? { status: 400, body: { message: 'Validation failed', code: 'VALIDATION_FAILED', errors: { 'steps.0.after_hours': ['Must be zero or a positive integer'] } } }
        : { body: { data: [{ id: 3, event_id: 12, event_category_id: null, scope_name: 'Final', steps: [{ after_hours: 24, pricing_type: 'free', price: null, price_percent: null }], updated_at: '2026-11-26T00:00:00Z' }] } },
    );
    renderScreen(<EventRulePanel calls={eventPricingCalls('varsity')} eventId={12} canEdit />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Must be zero or a positive integer')).toBeInTheDocument();
  });

  it('is read-only without the admin role', async () => {
    serve(() => ({ body: { data: [{ id: 3, event_id: 12, event_category_id: null, scope_name: 'Final', steps: [{ after_hours: 24, pricing_type: 'free', price: null, price_percent: null }], updated_at: '2026-11-26T00:00:00Z' }] } }));
    renderScreen(<EventRulePanel calls={eventPricingCalls('varsity')} eventId={12} canEdit={false} />);
    expect(await screen.findByLabelText('Hours after the end')).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save rule' })).not.toBeInTheDocument();
  });
});

describe('the events list’s Set price', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('sets one pricing type and price for the selected events, in minor units', async () => {
    const calls = serve(() => ({ body: { data: { updated: [4, 5], refused: [] } } }));
    const done = vi.fn();
    renderScreen(<SetPriceDialog setPrices={setEventPrices('varsity')} eventIds={[4, 5]} open onClose={() => {}} onDone={done} />);
    const dialog = await screen.findByRole('dialog', { name: 'Set the price of 2 events' });
    const user = userEvent.setup();
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText('Enter an amount such as 29.99')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Single-event price'), '9.99');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/admin/channels/varsity/events/prices', body: { event_ids: [4, 5], pricing_type: 'paid', price: 999 } });
  });
});
