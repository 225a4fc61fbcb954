import type { StateStorage } from 'zustand/middleware';

/**
 * A Web Storage wrapper whose entries lapse `ttlMs` after they were written (SPEC §9: token, user
 * info, dictionaries, departments and the encryption key live 7 days). Expired entries read as absent
 * and are removed.
 */
export function expiringStorage(storage: Storage, ttlMs: number, now: () => number = Date.now): StateStorage {
  return {
    getItem(name) {
      const raw = storage.getItem(name);
      if (raw === null) return null;
      try {
        const entry = JSON.parse(raw) as { value?: unknown; expire?: unknown };
        if (typeof entry.value === 'string' && typeof entry.expire === 'number' && entry.expire > now()) {
          return entry.value;
        }
      } catch {
        // An entry written by something else is treated like an expired one.
      }
      storage.removeItem(name);
      return null;
    },
    setItem(name, value) {
      storage.setItem(name, JSON.stringify({ value, expire: now() + ttlMs }));
    },
    removeItem(name) {
      storage.removeItem(name);
    },
  };
}
