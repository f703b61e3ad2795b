import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SectionTabs } from './components/SectionTabs';

const TABS = [
  { to: '/profile', label: 'My account', end: true },
  { to: '/profile/orders', label: 'My orders' },
  { to: '/profile/clips', label: 'My clips' },
  { to: '/profile/devices', label: 'Devices' },
];

/** A row 300 px wide holding 800 px of tabs, the open one 100 px wide at 500 px: what a phone lays out. */
function layOut({ rowWidth, tabsWidth }: { rowWidth: number; tabsWidth: number }) {
  const scrollTo = vi.fn();
  const sized = (name: string, value: (element: HTMLElement) => number) => vi.spyOn(HTMLElement.prototype, name as 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    return value(this);
  });
  sized('clientWidth', (element) => (element.classList.contains('tabs') ? rowWidth : 0));
  sized('scrollWidth', (element) => (element.classList.contains('tabs') ? tabsWidth : 0));
  sized('offsetLeft', (element) => (element.getAttribute('aria-current') === 'page' ? 500 : 0));
  sized('offsetWidth', (element) => (element.getAttribute('aria-current') === 'page' ? 100 : 0));
  Object.defineProperty(HTMLElement.prototype, 'scrollTo', { configurable: true, value: scrollTo });
  return scrollTo;
}

/** The account's tabs with Devices open. */
const openDevices = () =>
  render(
    <MemoryRouter initialEntries={['/profile/devices']}>
      <SectionTabs tabs={TABS} label="Account" />
    </MemoryRouter>,
  );

afterEach(() => {
  vi.restoreAllMocks();
  delete (HTMLElement.prototype as { scrollTo?: unknown }).scrollTo;
});

describe('SectionTabs', () => {
  it('brings the open section’s tab into a row that scrolls sideways, centred', () => {
    const scrollTo = layOut({ rowWidth: 300, tabsWidth: 800 });
    openDevices();
    expect(screen.getByRole('link', { name: 'Devices' })).toHaveAttribute('aria-current', 'page');
    expect(scrollTo).toHaveBeenCalledWith({ left: 400 });
  });

  it('leaves a row that fits as it is', () => {
    const scrollTo = layOut({ rowWidth: 900, tabsWidth: 800 });
    openDevices();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
