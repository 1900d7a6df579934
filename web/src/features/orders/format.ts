/** How the order pages write times and file sizes. */

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** '2 Nov 2026, 3:45 pm': a download's moment, in the shop's time zone. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

const UNITS = ['bytes', 'KB', 'MB', 'GB', 'TB'] as const;
const sizeNumber = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });

/** '24.5 MB': a file's size in 1024s, as the browsers' download lists show it. */
export function formatBytes(bytes: number): string {
  let index = 0;
  let value = bytes;
  while (value >= 1024 && index < UNITS.length - 1) {
    value /= 1024;
    index += 1;
  }
  return `${sizeNumber.format(value)} ${UNITS[index]}`;
}

/** '6000 × 4000 px'. */
export const formatDimensions = (width: number, height: number): string => `${width} × ${height} px`;
