import { useQuery } from '@tanstack/react-query';
import { authApi } from '../../api/auth';

/** The signed-in user with tenants and departments, as the server knows them now. */
export function useUserInfo() {
  return useQuery({ queryKey: ['userInfo'], queryFn: authApi.userInfo });
}
