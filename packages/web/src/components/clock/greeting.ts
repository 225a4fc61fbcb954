export type GreetingBand = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

/**
 * Greeting time bands of SPEC §2: before 9, to 11, to 13, before 20, else. "To" includes the hour
 * itself (11:59 still says good forenoon), "before" does not.
 */
export function greetingBand(hour: number): GreetingBand {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}
