import { useCallback, useEffect, useState } from 'react';
import { DEFAULT_LOCALE, LOCALE_TAGS, type Locale } from '@chitra/contract/locales';

/** The minutes and the two-digit seconds, in each language's digits, made once per language. */
const clockParts = new Map<Locale, { minutes: Intl.NumberFormat; seconds: Intl.NumberFormat }>();

function partsIn(locale: Locale) {
  let parts = clockParts.get(locale);
  if (parts === undefined) {
    const tag = LOCALE_TAGS[locale];
    parts = { minutes: new Intl.NumberFormat(tag, { useGrouping: false }), seconds: new Intl.NumberFormat(tag, { minimumIntegerDigits: 2 }) };
    clockParts.set(locale, parts);
  }
  return parts;
}

/** Seconds as m:ss (docs/spec.md §9): 90 → '1:30', 9 → '0:09' ('१:३०' in Marathi). */
export function formatCountdown(seconds: number, locale: Locale = DEFAULT_LOCALE): string {
  const whole = Math.max(0, Math.ceil(seconds));
  const { minutes, seconds: twoDigits } = partsIn(locale);
  return `${minutes.format(Math.floor(whole / 60))}:${twoDigits.format(whole % 60)}`;
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
