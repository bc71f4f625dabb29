import { useSyncExternalStore } from 'react';
import { useTranslation } from '../i18n/react-i18n';
import styles from './Countdown.module.css';

export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

/** Whole days, hours, minutes and seconds from `now` until `endTime`; null when the end is not a date. */
export function remaining(endTime: string, now: number): Remaining | null {
  const end = Date.parse(endTime);
  if (!Number.isFinite(end)) return null;
  const total = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    ended: total === 0,
  };
}

// One timer for every countdown on the page, aligned to the wall-clock second so they tick together.
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setTimeout> | null = null;

function tick(): void {
  timer = setTimeout(() => {
    for (const listener of listeners) listener();
    tick();
  }, 1000 - (Date.now() % 1000));
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) tick();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearTimeout(timer);
      timer = null;
    }
  };
}

const currentSecond = () => Math.floor(Date.now() / 1000) * 1000;
// The server and the hydrating browser both render "no time yet"; the clock starts right after
// hydration, so the two renders always match whatever the clocks say.
const noTimeYet = () => null;

/** The current time, to the second, in the browser; null on the server and while hydrating. */
export function useSecondClock(): number | null {
  return useSyncExternalStore(subscribe, currentSecond, noTimeYet);
}

const pad = (n: number) => String(n).padStart(2, '0');
/** The count a unit's label agrees with while the time is not known yet ("--"). */
const SEVERAL = 5;

/** A live countdown to `endTime`: days, hours, minutes and seconds, updated every second in the browser. */
export function Countdown({ endTime, className }: { endTime: string; className?: string }) {
  const { t } = useTranslation();
  const now = useSecondClock();
  const left = now === null ? null : remaining(endTime, now);
  if (left?.ended) {
    return <span className={[styles.countdown, styles.ended, className ?? ''].join(' ')}>{t('product.sale_ended')}</span>;
  }
  // Each unit agrees with its number (Arabic: 1 يوم, 2 يومان, 3 أيام, 11 يومًا); before the clock
  // starts the label takes the plural a count of several would.
  const unit = (key: string, value: number | undefined) => t(`product.countdown_${key}`, { count: value ?? SEVERAL });
  const units: [string, number | undefined, string][] = [
    ['days', left?.days, unit('days', left?.days)],
    ['hours', left?.hours, unit('hours', left?.hours)],
    ['minutes', left?.minutes, unit('minutes', left?.minutes)],
    ['seconds', left?.seconds, unit('seconds', left?.seconds)],
  ];
  return (
    <span className={[styles.countdown, className ?? ''].join(' ')} role="timer">
      <span>{t('product.ends_in')}</span>
      <span className={styles.units}>
        {units.map(([key, value, label]) => (
          <span key={key} className={styles.unit}>
            <span className={styles.value}>{value === undefined ? '--' : pad(value)}</span>
            <span className={styles.label}>{label}</span>
          </span>
        ))}
      </span>
    </span>
  );
}
