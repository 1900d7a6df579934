import { useEffect, useState } from 'react';
import { SKELETON_MS } from '@chitra/contract/constants';

/**
 * Spec §2: the store's cards show a skeleton for one second after their data
 * arrives. `arrived` names the data that is in (say, the filters it answers),
 * null while it is on its way; the answer turns true `ms` after a new name
 * arrives, so every new page or filter gets its second of skeleton.
 */
export function useRevealAfter(arrived: string | null, ms: number = SKELETON_MS): boolean {
  const [revealed, setRevealed] = useState<string | null>(null);
  useEffect(() => {
    if (arrived === null || arrived === revealed) return;
    const timer = setTimeout(() => setRevealed(arrived), ms);
    return () => clearTimeout(timer);
  }, [arrived, revealed, ms]);
  return arrived !== null && arrived === revealed;
}
