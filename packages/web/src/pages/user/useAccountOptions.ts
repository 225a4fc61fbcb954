import { useQuery } from '@tanstack/react-query';
import { accountApi } from '../../api/account';

/** What the sign-in pages offer besides signing in (both off unless an administrator set them up). */
export function useAccountOptions() {
  return useQuery({ queryKey: ['accountOptions'], queryFn: accountApi.options, staleTime: 60_000, retry: false });
}
