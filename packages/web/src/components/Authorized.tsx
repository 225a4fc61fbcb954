import type { ReactNode } from 'react';
import { usePermission } from '../session/usePermission';

/** Renders its children only for users holding `code`; elements without permission are removed (SPEC §6). */
export function Authorized({ code, children }: { readonly code: string; readonly children: ReactNode }) {
  const allowed = usePermission();
  return allowed(code) ? <>{children}</> : null;
}
