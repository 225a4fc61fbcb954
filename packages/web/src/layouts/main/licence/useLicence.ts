import { LicenceCalls, Perm } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../api/call';
import { usePermission } from '../../../session/usePermission';

/** SPEC §8: the licence is polled every 10 s while the header shows it. */
export const LICENCE_POLL_MS = 10_000;
export const LICENCE_QUERY_KEY = ['licence'] as const;

/** The licence record (GET /license/common/getLicenseInfo) for whoever may see it; `poll` keeps it current. */
export function useLicence(options: { readonly enabled: boolean; readonly poll: boolean }) {
  const can = usePermission();
  return useQuery({
    queryKey: LICENCE_QUERY_KEY,
    queryFn: () => callApi(LicenceCalls.getLicenseInfo, {}),
    enabled: options.enabled && can(Perm.licenseView),
    refetchInterval: options.poll ? LICENCE_POLL_MS : false,
    retry: false,
  });
}
