import type { KeyboardEvent } from 'react';

/** What Tab moves between inside a modal panel (the drawer, the picture viewer). */
export const FOCUSABLE = 'a[href], button:not([disabled])';

/**
 * On a modal panel's keydown: Tab and Shift+Tab go round its links and
 * buttons, never out to the page behind it. Other keys are left alone.
 */
export function trapTab(event: KeyboardEvent<HTMLElement>, panel: HTMLElement | null): void {
  if (event.key !== 'Tab' || panel === null) return;
  const focusable = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (event.shiftKey && document.activeElement === first) {
    event.preventDefault();
    last?.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first?.focus();
  }
}
