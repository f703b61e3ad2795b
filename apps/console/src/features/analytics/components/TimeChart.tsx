import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type uPlot from 'uplot';
import { numberFormat } from '@ott/client/format';
import { useOptionalConsoleChannel } from '../../../lib/console-channel';
import { chartTimeFormat } from './chart-time';
import 'uplot/dist/uPlot.min.css';

export interface ChartSeries {
  label: string;
  values: number[];
  color: string;
  /** How the legend words a value (an amount with its currency); else as a number in the console's language. */
  format?: (value: number) => string;
}

/**
 * A line chart over time (uPlot, loaded with the analytics screen only). `times` are Unix seconds; the chart follows
 * its container's width. `label` names the chart for screen readers; the tables beside it carry the figures.
 */
export function TimeChart({ label, times, series, height = 240 }: { label: string; times: number[]; series: ChartSeries[]; height?: number }) {
  const box = useRef<HTMLDivElement>(null);
  const { t, i18n } = useTranslation('analytics');
  const language = i18n.language;
  const timeZone = useOptionalConsoleChannel()?.timeZone;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let chart: uPlot | null = null;
    let observer: ResizeObserver | null = null;
    let frame = 0;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const width = () => Math.max(240, element.clientWidth);
      const format = chartTimeFormat(times, language, timeZone);
      // uPlot's own words numbers in English (0.25, 142.98): figures in the console's language, as its tables have them.
      const figure = numberFormat(language, { maximumFractionDigits: 2 }).format;
      const showLatest = (u: uPlot) => {
        if (times.length > 0) u.setLegend({ idx: times.length - 1 }, false);
      };
      chart = new UPlot(
        {
          width: width(),
          height,
          series: [{ label: t(format.daily ? 'chart.day' : 'chart.time'), value: (_u, seconds) => format.legend(seconds) }, ...series.map((s) => ({ label: s.label, stroke: s.color, width: 2, points: { show: times.length < 40 }, value: (_u: uPlot, value: number | null) => (value === null ? '—' : (s.format ?? figure)(value)) }))],
          axes: [{ values: (_u, splits) => splits.map(format.axis) }, { size: 56, values: (_u, splits) => splits.map(figure) }],
          // Room on the right for the last time label, which the chart's edge cut in half.
          padding: [null, 28, null, null],
          // Away from the cursor the legend gives the latest figures, not a row of dashes.
          hooks: {
            ready: [showLatest],
            setCursor: [
              (u) => {
                if (u.cursor.idx == null) showLatest(u);
              },
            ],
          },
          scales: { y: { range: (_u, min, max) => [0, Math.max(1, max, min)] } },
        },
        [times, ...series.map((s) => s.values)],
        element,
      );
      // Resized in the next frame, and only when the width moved: resizing inside the observer's own notification (a
      // legend that rewraps changes the box's height) made the browser report a loop as an uncaught error.
      let drawnWidth = width();
      observer = new ResizeObserver(() => {
        const next = width();
        if (next === drawnWidth) return;
        drawnWidth = next;
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => chart?.setSize({ width: next, height }));
      });
      observer.observe(element);
    });
    return () => {
      cancelled = true;
      observer?.disconnect();
      cancelAnimationFrame(frame);
      chart?.destroy();
    };
  }, [times, series, height, language, timeZone, t]);
  return <div className="analytics-chart" role="img" aria-label={label} ref={box} />;
}
