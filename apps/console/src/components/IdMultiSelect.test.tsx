import { LabelledField } from '@ott/client/forms';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../lib/i18n';
import { IdMultiSelect } from './IdMultiSelect';

const TEAMS = [
  { id: 7, name: 'Lakeshore Tech Lakers (Basketball, Women)' },
  { id: 3, name: 'Northfield Huskies' },
  { id: 9, name: 'Eastport Knights' },
];

/** The field as the editors use it, keeping what it is handed. */
function Teams({ initial, onChange, maxRows }: { initial: number[]; onChange: (ids: number[]) => void; maxRows?: number }) {
  const [value, setValue] = useState(initial);
  return (
    <LabelledField
      id="teams"
      label="Teams"
      control={(id, describedBy) => (
        <IdMultiSelect
          id={id}
          choices={TEAMS}
          value={value}
          describedBy={describedBy}
          maxRows={maxRows}
          onChange={(ids) => {
            setValue(ids);
            onChange(ids);
          }}
        />
      )}
    />
  );
}

describe('IdMultiSelect', () => {
  afterEach(async () => i18n.changeLanguage('en'));

  it('adds a choice to those already made, in the list’s order, and takes one away without touching the rest', async () => {
    const onChange = vi.fn();
    render(<Teams initial={[9]} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Teams' });
    expect(within(group).getByRole('checkbox', { name: 'Eastport Knights' })).toBeChecked();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Lakeshore Tech Lakers (Basketball, Women)' }));
    expect(onChange).toHaveBeenLastCalledWith([7, 9]);
    expect(screen.getByText('2 chosen')).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Eastport Knights' }));
    expect(onChange).toHaveBeenLastCalledWith([7]);
  });

  it('filters a list longer than its rows, keeping the choices the filter hides', async () => {
    const onChange = vi.fn();
    render(<Teams initial={[3]} onChange={onChange} maxRows={2} />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter the list' }), 'EAST');
    const group = screen.getByRole('group', { name: 'Teams' });
    expect(within(group).getAllByRole('checkbox').map((box) => box.closest('label')?.textContent)).toEqual(['Eastport Knights']);
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Eastport Knights' }));
    expect(onChange).toHaveBeenLastCalledWith([3, 9]);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Filter the list' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Filter the list' }), 'zzz');
    expect(within(group).getByText('Nothing matches the filter.')).toBeInTheDocument();
  });

  it('has no filter for a short list, and counts in the console’s language', async () => {
    await i18n.changeLanguage('fr');
    render(<Teams initial={[3, 9]} onChange={() => undefined} />);
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(screen.getByText('2 choisis')).toBeInTheDocument();
  });
});
