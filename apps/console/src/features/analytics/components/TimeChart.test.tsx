import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';

type Words = (u: unknown, value: number | null) => string;
interface Options {
  padding: unknown[];
  series: Array<{ value?: Words }>;
  axes: Array<{ values?: (u: unknown, splits: number[]) => string[] }>;
  hooks: { ready: Array<(u: FakeChart) => void>; setCursor: Array<(u: FakeChart) => void> };
}
/** uPlot as the chart uses it; its options are kept for the test to read and its hooks run by hand. */
class FakeChart {
  static made: FakeChart[] = [];
  cursor: { idx: number | null } = { idx: null };
  legends: Array<{ idx?: number }> = [];
  constructor(public options: Options) {
    FakeChart.made.push(this);
  }
  setLegend(legend: { idx?: number }) {
    this.legends.push(legend);
  }
  sizes: Array<{ width: number; height: number }> = [];
  setSize(size: { width: number; height: number }) {
    this.sizes.push(size);
  }
  destroy() {}
}
vi.mock('uplot', () => ({ default: FakeChart }));
/** The chart's observer, its notifications sent by hand. */
let notifyResize: () => void = () => undefined;
vi.stubGlobal(
  'ResizeObserver',
  class {
    constructor(callback: () => void) {
      notifyResize = callback;
    }
    observe() {}
    disconnect() {}
  },
);
const { TimeChart } = await import('./TimeChart');

afterEach(async () => {
  FakeChart.made = [];
  await i18n.changeLanguage('en');
});

describe('TimeChart', () => {
  it('follows its box’s width in the next frame, and lets a change of height alone be', async () => {
    const { container } = render(
      <QueryClientProvider client={new QueryClient()}>
        <TimeChart label="Views" times={[1_764_547_200]} series={[{ label: 'Views', color: '#2563eb', values: [1] }]} height={200} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(FakeChart.made).toHaveLength(1));
    const chart = FakeChart.made[0]!;
    const box = container.querySelector('.analytics-chart')!;
    let boxWidth = 600;
    Object.defineProperty(box, 'clientWidth', { get: () => boxWidth });
    notifyResize();
    expect(chart.sizes).toEqual([]);
    await waitFor(() => expect(chart.sizes).toEqual([{ width: 600, height: 200 }]));
    // The legend rewrapped: the height moved, the width did not.
    notifyResize();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(chart.sizes).toHaveLength(1);
    boxWidth = 320;
    notifyResize();
    await waitFor(() => expect(chart.sizes).toEqual([{ width: 600, height: 200 }, { width: 320, height: 200 }]));
  });

  it('shows the latest figures in its legend away from the cursor, and leaves room for the last time label', async () => {
    const times = [1_764_547_200, 1_764_633_600, 1_764_720_000];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TimeChart label="Revenue" times={times} series={[{ label: 'Gross', color: '#2563eb', values: [1, 2, 3] }]} />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(FakeChart.made).toHaveLength(1));
    const chart = FakeChart.made[0]!;
    expect(chart.options.padding).toEqual([null, 28, null, null]);
    chart.options.hooks.ready.forEach((hook) => hook(chart));
    expect(chart.legends).toEqual([{ idx: 2 }]);
    // Over a point the legend follows the cursor (uPlot's own); leaving the chart brings the latest back.
    chart.cursor.idx = 0;
    chart.options.hooks.setCursor.forEach((hook) => hook(chart));
    expect(chart.legends).toHaveLength(1);
    chart.cursor.idx = null;
    chart.options.hooks.setCursor.forEach((hook) => hook(chart));
    expect(chart.legends).toEqual([{ idx: 2 }, { idx: 2 }]);
  });

  it("words its figures in the console's language, and a series' own way where it has one", async () => {
    await act(() => i18n.changeLanguage('fr'));
    const times = [1_764_547_200, 1_764_633_600];
    render(
      <QueryClientProvider client={new QueryClient()}>
        <TimeChart
          label="Revenus"
          times={times}
          series={[
            { label: 'Brut', color: '#2563eb', values: [142.98, 3], format: (value) => `${value} CAD` },
            { label: 'Spectateurs', color: '#16a34a', values: [1234.5, 0.25] },
          ]}
        />
      </QueryClientProvider>,
    );
    await waitFor(() => expect(FakeChart.made).toHaveLength(1));
    const { series, axes } = FakeChart.made[0]!.options;
    expect(series[1]!.value!(null, 142.98)).toBe('142.98 CAD');
    expect(series[2]!.value!(null, 1234.5)).toBe('1\u202f234,5');
    expect(series[2]!.value!(null, null)).toBe('—');
    expect(axes[1]!.values!(null, [0, 0.25, 0.5])).toEqual(['0', '0,25', '0,5']);
  });
});
