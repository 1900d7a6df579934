import { formatRupees } from '../../lib/format';

export { formatRupees };

const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** '2 Nov 2026, 3:45 pm', in the shop's time zone (India), whatever the browser's clock says. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

/** A person's full name, or their address when they gave none. */
export function fullName(person: { firstname: string; lastname: string; email?: string }): string {
  const name = `${person.firstname} ${person.lastname}`.trim();
  return name === '' ? (person.email ?? '') : name;
}

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** '5 Nov 2026': an ISO 8601 moment's day, or a day (YYYY-MM-DD) itself, in the shop's time zone. */
export function formatDay(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+05:30` : value);
  return Number.isNaN(date.getTime()) ? '' : day.format(date);
}
