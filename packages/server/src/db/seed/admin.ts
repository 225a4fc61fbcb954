import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { generatePassword } from '../../lib/passwords.js';
import { AccountError, createAccount } from '../../modules/users/accounts.js';
import { findUserByUsername } from '../../modules/users/repository.js';
import { DEMO_TENANT_ID } from './tenants.js';

const ADMIN_USERNAME = 'admin';

/**
 * Creates the first administrator unless one exists. Without a configured password a random one
 * is generated and returned (to be shown once); it must be changed at first sign-in.
 */
export async function seedAdmin(
  db: Kysely<Database>,
  configuredPassword: string | null,
  now: number,
): Promise<string | undefined> {
  if (await findUserByUsername(db, ADMIN_USERNAME)) return undefined;
  const password = configuredPassword ?? generatePassword();
  try {
    await createAccount(
      db,
      {
        username: ADMIN_USERNAME,
        password,
        realname: 'Administrator',
        roles: ['admin'],
        tenants: [DEMO_TENANT_ID],
        departs: ['A01'],
        mustChangePassword: configuredPassword === null,
      },
      now,
    );
  } catch (err) {
    // Another server starting on the same database created it first.
    if (err instanceof AccountError && err.reason === 'exists') return undefined;
    throw err;
  }
  return configuredPassword === null ? password : undefined;
}
