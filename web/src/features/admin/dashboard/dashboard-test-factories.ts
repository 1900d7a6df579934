import type { AdminDashboard } from '@chitra/contract/admin-dashboard';

/** 30 days ending 26 November 2026: sales on the 10th (refunded), the 20th, the 25th and today. */
export function createAdminDashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  const series = Array.from({ length: 30 }, (_, i) => {
    const date = new Date(Date.UTC(2026, 9, 28 + i)).toISOString().slice(0, 10);
    const sales: Record<string, [number, number]> = {
      '2026-11-10': [1, 0],
      '2026-11-20': [1, 3098],
      '2026-11-25': [2, 1998.5],
      '2026-11-26': [1, 599],
    };
    const [orders, revenue] = sales[date] ?? [0, 0];
    return { date, orders, revenue };
  });
  return {
    timeZone: 'Asia/Kolkata',
    today: '2026-11-26',
    periods: {
      today: { from: '2026-11-26', orders: 1, revenue: 599, refunded: 0 },
      last7Days: { from: '2026-11-20', orders: 4, revenue: 5695.5, refunded: 0 },
      last30Days: { from: '2026-10-28', orders: 5, revenue: 5695.5, refunded: 539.1 },
    },
    series,
    topProducts: {
      byRevenue: [
        { _id: 'p-1', title: 'Fort walls', revenue: 2998, units: 2 },
        { _id: 'p-2', title: 'Harbour lights', revenue: 1998.5, units: 2 },
      ],
      byUnits: [
        { _id: 'p-3', title: 'Sunrise at Kelva', revenue: 1797, units: 3 },
        { _id: 'p-1', title: 'Fort walls', revenue: 2998, units: 2 },
      ],
    },
    pendingPrintOrders: { ordered: 4, processing: 2 },
    unansweredEnquiries: 3,
    ...overrides,
  };
}

/** What the dashboard handed the charting library (jsdom has no canvas to draw on). */
export const drawnCharts = { charts: [] as { options: { series: { label?: string }[] }; data: number[][] }[], destroyed: 0 };

/** Stands for uPlot in tests: `vi.mock('uplot', () => import('./dashboard-test-factories').then((m) => m.fakeUPlotModule))`. */
class FakeUPlot {
  static paths = { bars: () => () => null };
  constructor(options: { series: { label?: string }[] }, data: number[][]) {
    drawnCharts.charts.push({ options, data });
  }
  setSize() {}
  destroy() {
    drawnCharts.destroyed += 1;
  }
}
export const fakeUPlotModule = { default: FakeUPlot };
