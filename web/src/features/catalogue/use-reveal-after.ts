import { useEffect, useState } from 'react';
import { SKELETON_MS } from '@chitra/contract/constants';
import { useLocation } from 'react-router';
import { takePageDataArrival } from '../../lib/page-data-clock';

/**
 * docs/spec.md §2: the store's cards show a skeleton for one second after their data
 * arrives. `arrived` names the data that is in (say, the filters it answers),
 * null while it is on its way; the answer turns true `ms` after a new name
 * arrives, so every new page or filter gets its second of skeleton. Data the
 * page was rendered with on the server arrived with the document: its second
 * counts from then.
 */
export function useRevealAfter(arrived: string | null, ms: number = SKELETON_MS): boolean {
  const [revealed, setRevealed] = useState<string | null>(null);
  const { pathname, search } = useLocation();
  // What the first render already had, and when that came (only a server-rendered page's first data has a time).
  const [first] = useState(() => ({ name: arrived, at: arrived === null ? undefined : takePageDataArrival(`${pathname}${search}`) }));
  useEffect(() => {
    if (arrived === null || arrived === revealed) return;
    const elapsed = arrived === first.name && first.at !== undefined ? performance.now() - first.at : 0;
    const timer = setTimeout(() => setRevealed(arrived), Math.max(0, ms - elapsed));
    return () => clearTimeout(timer);
  }, [arrived, revealed, ms, first]);
  return arrived !== null && arrived === revealed;
}
