import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';

/** The current time, refreshed every second. */
export function useNow(): Dayjs {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(dayjs()), 1000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}
