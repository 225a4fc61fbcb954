import { authApi } from '../api/auth';
import { queryClient } from '../app/queryClient';
import { useSessionStore } from './sessionStore';

/** Ends the session on the server (best effort: the token may already be gone) and here. */
export async function signOut(): Promise<void> {
  await authApi.logout().catch(() => undefined);
  forgetSession();
}

/** Drops everything the console knows about the signed-in user. */
export function forgetSession(): void {
  useSessionStore.getState().clear();
  queryClient.clear();
}
