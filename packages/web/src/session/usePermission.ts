import { hasPermission } from '@agvs/contract';
import { useCallback } from 'react';
import { useSessionStore } from './sessionStore';

/** A checker of permission codes by the rule of SPEC §6 for the signed-in user. */
export function usePermission(): (code: string) => boolean {
  const permissions = useSessionStore((state) => state.session?.permissions);
  return useCallback(
    (code: string) => (permissions ? hasPermission(code, permissions.auth, permissions.allAuth) : false),
    [permissions],
  );
}
