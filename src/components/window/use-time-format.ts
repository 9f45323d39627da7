import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useClusterClockOffset } from '../hooks/use-cluster-clock';
import { I18N_NAMESPACE } from '../i18n';

/** This browser's time, again every `everyMs` (a countdown's tick). */
export function useNow(everyMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}

/** The cluster's time, again every `everyMs`: the clock the controller opens windows by. */
export function useClusterNow(everyMs?: number): number {
  return useNow(everyMs) + useClusterClockOffset();
}

const safe = <T>(make: () => T, fallback: () => T): T => {
  try {
    return make();
  } catch {
    return fallback(); // a language tag Intl does not know (e.g. "cimode")
  }
};

/** Times and durations in the admin's language: in their time zone, and in UTC as stored. */
export function useTimeFormat() {
  const { i18n } = useTranslation(I18N_NAMESPACE);
  const language = i18n.language;
  return useMemo(() => {
    const make = (options: Intl.DateTimeFormatOptions) =>
      safe(
        () => new Intl.DateTimeFormat(language, options),
        () => new Intl.DateTimeFormat('en', options),
      );
    const local = make({
      weekday: 'short',
      dateStyle: undefined,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
    });
    const utc = make({ timeZone: 'UTC', weekday: 'short', hour: '2-digit', minute: '2-digit', hour12: false });
    const relative = safe(
      () => new Intl.RelativeTimeFormat(language, { numeric: 'auto' }),
      () => new Intl.RelativeTimeFormat('en', { numeric: 'auto' }),
    );
    return {
      local: (ms: number) => local.format(ms),
      utc: (ms: number) => `${utc.format(ms)} UTC`,
      /** "in 3 hours", "in 12 minutes": rounded to what a countdown needs. */
      fromNow: (ms: number, now: number) => {
        const minutes = Math.round((ms - now) / 60_000);
        if (Math.abs(minutes) < 120) return relative.format(minutes, 'minute');
        const hours = Math.round(minutes / 60);
        return Math.abs(hours) < 48 ? relative.format(hours, 'hour') : relative.format(Math.round(hours / 24), 'day');
      },
    };
  }, [language]);
}
