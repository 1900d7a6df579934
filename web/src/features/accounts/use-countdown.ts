import { useCallback, useEffect, useState } from 'react';

/** Seconds as m:ss (docs/spec.md §9): 90 → '1:30', 9 → '0:09'. */
export function formatCountdown(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/**
 * Whole seconds left until a deadline. Each tick reads the clock rather than
 * counting ticks, so a tab the browser throttled in the background shows the
 * right time again on its next tick.
 */
export function useCountdown(seconds: number) {
  const [clock, setClock] = useState(() => {
    const now = Date.now();
    return { deadline: now + seconds * 1000, now };
  });
  const secondsLeft = Math.max(0, Math.ceil((clock.deadline - clock.now) / 1000));
  const running = secondsLeft > 0;

  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setClock((current) => ({ ...current, now: Date.now() })), 1000);
    return () => clearInterval(timer);
  }, [clock.deadline, running]);

  const restart = useCallback((from: number) => {
    const now = Date.now();
    setClock({ deadline: now + from * 1000, now });
  }, []);

  return { secondsLeft, restart };
}
