import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const FIRST_PASSWORD_FILE = 'admin-first-password.txt';

/** The terminal box that shows the generated first password, so it stands out from the log lines. */
export function firstPasswordBox(password: string, file: string): string {
  const lines = [
    'AGVS first start: an administrator account was created.',
    '',
    '  username:  admin',
    `  password:  ${password}`,
    '',
    'Sign in with it and choose a new password (asked at the first sign-in).',
    `Until then it is also kept, readable only by this user, in ${file}`,
  ];
  const width = Math.max(...lines.map((line) => line.length));
  const rule = `+${'-'.repeat(width + 2)}+`;
  return [rule, ...lines.map((line) => `| ${line.padEnd(width)} |`), rule].join('\n');
}

/**
 * Shows the generated first password once on the terminal and keeps it in the data folder
 * (mode 0600): a password printed among log lines scrolls away, and the log may be collected
 * elsewhere, so it is written to the terminal itself, not to the log.
 */
export function announceFirstPassword(dataDir: string, password: string, out: (text: string) => void): void {
  const file = join(dataDir, FIRST_PASSWORD_FILE);
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  out(`\n${firstPasswordBox(password, file)}\n\n`);
}

/** The first password is no secret worth keeping once the administrator has chosen their own. */
export function forgetFirstPassword(dataDir: string): void {
  rmSync(join(dataDir, FIRST_PASSWORD_FILE), { force: true });
}
