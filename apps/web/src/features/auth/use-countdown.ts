import { useEffect, useState } from 'react';

/** Milliseconds left until `until` (an ISO instant), updated every second; 0 once it has passed or when null. */
export function useCountdown(until: string | null): number {
  const target = until ? Date.parse(until) : Number.NaN;
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    setNow(Date.now());
    if (Number.isNaN(target) || target <= Date.now()) return;
    const timer = window.setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= target) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [target]);

  return Number.isNaN(target) ? 0 : Math.max(0, target - now);
}

/** 125000 → '02:05' (minutes and seconds, rounded up so the last second shows '00:01'). */
export function formatMinutesSeconds(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const minutes = Math.floor(total / 60);
  const seconds = total % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
