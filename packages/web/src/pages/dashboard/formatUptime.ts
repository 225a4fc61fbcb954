/** Uptime split into days, hours and minutes for display. */
export function splitUptime(ms: number): { days: number; hours: number; minutes: number } {
  const minutesTotal = Math.floor(Math.max(0, ms) / 60_000);
  return {
    days: Math.floor(minutesTotal / 1440),
    hours: Math.floor((minutesTotal % 1440) / 60),
    minutes: minutesTotal % 60,
  };
}
