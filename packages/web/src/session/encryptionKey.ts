import { TOKEN_TTL_MS, type EncryptedString } from '@agvs/contract';
import { authApi } from '../api/auth';
import { expiringStorage } from './expiringStorage';

const STORAGE_KEY = 'agvs.encryptedString';
const storage = expiringStorage(localStorage, TOKEN_TTL_MS);

/** The installation's login key and iv, cached 7 days (SPEC §7). */
export async function loginEncryptionKey(): Promise<EncryptedString> {
  const cached = storage.getItem(STORAGE_KEY);
  if (typeof cached === 'string') return JSON.parse(cached) as EncryptedString;
  const fresh = await authApi.encryptedString();
  storage.setItem(STORAGE_KEY, JSON.stringify(fresh));
  return fresh;
}

/**
 * A failed sign-in may come from a key the server no longer has (reinstalled, new data folder),
 * so the next attempt fetches it again.
 */
export function forgetLoginEncryptionKey(): void {
  storage.removeItem(STORAGE_KEY);
}
