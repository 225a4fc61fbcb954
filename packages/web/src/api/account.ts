import { AccountCalls, type RecoveryRequest, type RecoveryReset, type RegisterRequest } from '@agvs/contract';
import { callApi } from './call';

/** Self-registration, its approval and password recovery (docs/accounts.md). */
export const accountApi = {
  options: () => callApi(AccountCalls.options, {}),
  register: (body: RegisterRequest) => callApi(AccountCalls.register, { body }),
  recoveryRequest: (body: RecoveryRequest) => callApi(AccountCalls.recoveryRequest, { body }),
  recoveryReset: (body: RecoveryReset) => callApi(AccountCalls.recoveryReset, { body }),
  registrations: () => callApi(AccountCalls.registrations, {}),
  approve: (id: string) => callApi(AccountCalls.approve, { body: { id } }),
  reject: (id: string, reason?: string) => callApi(AccountCalls.reject, { body: { id, ...(reason ? { reason } : {}) } }),
};
