import { useEffect, useRef, useState } from 'react';
import type uPlot from 'uplot';
import type { AdminDashboard } from '@chitra/contract/admin-dashboard';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@chitra/contract/locales';
import { useLocale, useMessages } from '../../../i18n/i18n';
import { formatRupees } from '../format';

export type RevenueDay = AdminDashboard['series'][number];

const HEIGHT = 240;
/** Narrower than a 375 px phone's content box, so the chart never overflows before its first measure. */
const MIN_WIDTH = 280;

// The series' dates are the shop's calendar days: printed as such, never moved by the browser's zone.
const shortDay = (locale: Locale) => new Intl.DateTimeFormat(LOCALE_TAGS[locale], { day: 'numeric', month: 'short', timeZone: 'UTC' });
const longDay = (locale: Locale) =>
  new Intl.DateTimeFormat(LOCALE_TAGS[locale], { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const compact = (locale: Locale) => new Intl.NumberFormat(LOCALE_TAGS[locale], { notation: 'compact', maximumFractionDigits: 1 });

const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
/** '26 Nov' ('२६ नोव्हें' in Marathi). */
export const dayLabel = (day: string, locale: Locale = DEFAULT_LOCALE) => shortDay(locale).format(dateOf(day));
/** 'Thu, 26 Nov, 2026'. */
export const longDayLabel = (day: string, locale: Locale = DEFAULT_LOCALE) => longDay(locale).format(dateOf(day));

const sizeOf = (box: HTMLElement) => ({ width: Math.max(box.clientWidth, MIN_WIDTH), height: HEIGHT });

/** uPlot draws on a canvas: it needs the theme's colours as values, read from the page's tokens. */
function optionsFor(UPlot: typeof uPlot, days: RevenueDay[], box: HTMLElement, words: { day: string; revenue: string }, locale: Locale): uPlot.Options {
  const style = getComputedStyle(box);
  const token = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  const accent = token('--color-accent', '#0b6e69');
  const muted = token('--color-text-muted', '#555c63');
  const border = token('--color-border', '#e3e6e9');
  const labelAt = (index: number) => (Number.isInteger(index) && days[index] ? dayLabel(days[index].date, locale) : '');
  const shortRupees = compact(locale);
  const axis = { stroke: muted, grid: { stroke: border, width: 1 }, ticks: { stroke: border, width: 1 } };
  // Optional in uPlot's types for its trimmed builds; the package's own build has it.
  const bars = UPlot.paths.bars;
  if (!bars) throw new Error('uPlot has no bars path builder');
  return {
    ...sizeOf(box),
    scales: {
      x: { time: false, range: [-0.5, days.length - 0.5] },
      // From zero, so a bar's height is its share; an empty month still has an axis.
      y: { range: (_u, _min, max) => [0, max > 0 ? max * 1.1 : 100] },
    },
    series: [
      { label: words.day, value: (_u, index) => labelAt(index) },
      {
        label: words.revenue,
        stroke: accent,
        fill: accent,
        width: 0,
        paths: bars({ size: [0.7, 32] }),
        points: { show: false },
        value: (_u, rupees) => (rupees === null ? '' : formatRupees(rupees, locale)),
      },
    ],
    axes: [
      { ...axis, incrs: [1, 7, 14], values: (_u, splits) => splits.map(labelAt) },
      { ...axis, size: 56, values: (_u, splits) => splits.map((rupees) => `₹${shortRupees.format(rupees)}`) },
    ],
    // Not live: on a phone nothing hovers, and a live legend would show empty values; the table below has the figures.
    legend: { show: true, live: false },
    cursor: { drag: { x: false, y: false } },
  };
}

/**
 * The daily revenue as bars. The charting library (uPlot, about 22 KB
 * gzipped) is fetched only when this is drawn, so only the dashboard pays
 * for it. The canvas is an image to assistive technology, named by
 * `summary`; the page gives the same figures as a table beside it.
 */
export function RevenueChart({ days, summary }: { days: RevenueDay[]; summary: string }) {
  const t = useMessages('admin');
  const locale = useLocale();
  const dayWord = t('colDay');
  const revenueWord = t('colRevenue');
  const box = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const target = box.current;
    if (!target) return;
    let chart: uPlot | undefined;
    let observer: ResizeObserver | undefined;
    let cancelled = false;
    Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
      .then(([{ default: UPlot }]) => {
        if (cancelled) return;
        const data: uPlot.AlignedData = [days.map((_, index) => index), days.map((d) => d.revenue)];
        chart = new UPlot(optionsFor(UPlot, days, target, { day: dayWord, revenue: revenueWord }, locale), data, target);
        if (typeof ResizeObserver !== 'undefined') {
          observer = new ResizeObserver(() => chart?.setSize(sizeOf(target)));
          observer.observe(target);
        }
      })
      .catch(() => {
        // A chunk that failed to load, or a browser without a canvas: the table still has the figures.
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      observer?.disconnect();
      chart?.destroy();
    };
  }, [days, dayWord, revenueWord, locale]);

  return (
    <div className="revenue-chart">
      {failed ? <p className="admin-note">{t('dashChartFailed')}</p> : <div ref={box} className="revenue-chart__canvas" role="img" aria-label={summary} />}
    </div>
  );
}
