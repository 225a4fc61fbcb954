import { TOKEN_TTL_MS, type DictItem, type UserInfo, type UserPermissions } from '@agvs/contract';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { expiringStorage } from './expiringStorage';

/** What a signed-in console knows about its user; kept 7 days in localStorage (SPEC §9). */
export interface Session {
  readonly token: string;
  readonly userInfo: UserInfo;
  /** Tenant sent in the tenant_id header; chosen at sign-in when the user has several. */
  readonly tenantId: number | null;
  readonly permissions: UserPermissions;
  readonly dicts: Record<string, DictItem[]>;
}

interface SessionState {
  readonly session: Session | null;
  /** The permission menu was loaded during this page's life (not only read back from storage). */
  readonly fresh: boolean;
  signIn(session: Session): void;
  /** Takes permissions and user info just loaded from the server. */
  refresh(patch: Pick<Session, 'permissions' | 'userInfo'>): void;
  update(patch: Partial<Omit<Session, 'token'>>): void;
  clear(): void;
}

export const useSessionStore = create<SessionState>()(
  persist(
    (set) => ({
      session: null,
      fresh: false,
      signIn: (session) => set({ session, fresh: true }),
      refresh: (patch) =>
        set((state) => (state.session ? { session: { ...state.session, ...patch }, fresh: true } : state)),
      update: (patch) => set((state) => (state.session ? { session: { ...state.session, ...patch } } : state)),
      clear: () => set({ session: null, fresh: false }),
    }),
    {
      name: 'agvs.session',
      storage: createJSONStorage(() => expiringStorage(localStorage, TOKEN_TTL_MS)),
      partialize: (state) => ({ session: state.session }),
    },
  ),
);

export const getSession = (): Session | null => useSessionStore.getState().session;
export const useToken = (): string | null => useSessionStore((state) => state.session?.token ?? null);
