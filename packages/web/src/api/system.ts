import { SystemCalls, UserCalls } from '@agvs/contract';
import { callApi } from './call';

/** System administration calls of the foundation (docs/foundation-contract.md). */
export const systemApi = {
  departTree: () => callApi(UserCalls.departTreeList, {}),
  health: () => callApi(SystemCalls.health, {}),
};
