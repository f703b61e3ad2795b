import { zodResolver } from '@hookform/resolvers/zod';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form } from '@ott/client/forms';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormMessages } from '../app/FormMessages';
import { TimeZoneField } from './TimeZoneField';
import { canonicalTimeZone, TimeZoneInput, timeZoneNames } from './time-zones';

const Schema = z.object({ time_zone: TimeZoneInput });

function ZoneForm({ initial, onSubmit, channelZone }: { initial: string; onSubmit: (zone: string) => void; channelZone?: string }) {
  const form = useForm<z.input<typeof Schema>, unknown, z.output<typeof Schema>>({ resolver: zodResolver(Schema), defaultValues: { time_zone: initial } });
  return (
    <FormMessages>
      <Form form={form} onSubmit={(values) => onSubmit(values.time_zone)}>
        <TimeZoneField name="time_zone" label="Time zone" required channelZone={channelZone} />
        <button type="submit">Save</button>
      </Form>
    </FormMessages>
  );
}

describe('the time zone list', () => {
  it('holds current IANA names only, no deprecated alias, each once', () => {
    const zones = timeZoneNames();
    for (const current of ['Asia/Kolkata', 'Europe/Kyiv', 'America/Nuuk', 'Asia/Ho_Chi_Minh', 'America/Argentina/Buenos_Aires', 'America/Toronto', 'UTC']) expect(zones).toContain(current);
    for (const alias of ['Asia/Calcutta', 'Europe/Kiev', 'America/Godthab', 'Asia/Saigon', 'America/Buenos_Aires', 'US/Eastern', 'America/Montreal', 'Etc/GMT+5']) expect(zones).not.toContain(alias);
    expect(new Set(zones).size).toBe(zones.length);
  });

  it("puts the channel's zone first, under its current name", () => {
    expect(timeZoneNames('America/Chicago')[0]).toBe('America/Chicago');
    expect(timeZoneNames('Asia/Calcutta')[0]).toBe('Asia/Kolkata');
    expect(timeZoneNames('Asia/Calcutta').filter((zone) => zone === 'Asia/Kolkata')).toHaveLength(1);
  });

  it('reads an alias or another case as the current zone, and nothing else', () => {
    expect(canonicalTimeZone('us/eastern')).toBe('America/New_York');
    expect(canonicalTimeZone('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(canonicalTimeZone(' america/toronto ')).toBe('America/Toronto');
    expect(canonicalTimeZone('Mars/Olympus')).toBeNull();
    expect(canonicalTimeZone('')).toBeNull();
  });
});

describe('TimeZoneField', () => {
  it("offers every zone in a list tied to the labelled box, the channel's first", () => {
    render(<ZoneForm initial="America/Chicago" channelZone="America/Chicago" onSubmit={() => {}} />);
    const box = screen.getByRole('combobox', { name: /Time zone/ });
    const list = document.getElementById(box.getAttribute('list')!)!;
    expect(list.tagName).toBe('DATALIST');
    const values = [...list.querySelectorAll('option')].map((option) => option.value);
    expect(values[0]).toBe('America/Chicago');
    expect(values).toContain('Asia/Kolkata');
    expect(values).not.toContain('Asia/Calcutta');
  });

  it('writes an alias as its zone on leaving the box, and saves it', async () => {
    const saved = vi.fn();
    render(<ZoneForm initial="" onSubmit={saved} />);
    const box = screen.getByRole('combobox', { name: /Time zone/ });
    await userEvent.type(box, 'asia/calcutta');
    await userEvent.tab();
    expect(box).toHaveValue('Asia/Kolkata');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(saved).toHaveBeenCalledWith('Asia/Kolkata');
  });

  it('refuses a zone that is not in the list, with a message saying so', async () => {
    const saved = vi.fn();
    render(<ZoneForm initial="" onSubmit={saved} />);
    const box = screen.getByRole('combobox', { name: /Time zone/ });
    await userEvent.type(box, 'Eastern time');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Choose a time zone from the list')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(saved).not.toHaveBeenCalled();
  });
});
