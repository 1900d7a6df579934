import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'progress' | 'success' | 'danger';

/** A status in a small pill; the words say it, the colour only helps. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span className="admin-badge" data-tone={tone}>
      {children}
    </span>
  );
}
