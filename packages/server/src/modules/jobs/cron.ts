import { Cron } from 'croner';

/** True when croner accepts the expression (5 or 6 fields, optional seconds first). */
export function isValidCron(expression: string): boolean {
  try {
    new Cron(expression, { paused: true }).stop();
    return true;
  } catch {
    return false;
  }
}
