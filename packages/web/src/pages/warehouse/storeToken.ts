import { deviceCall, deviceToken, deviceUrl } from '../../api/deviceToken';

/** Where the store client keeps its token for the tab's life: a reload works, a closed tab forgets it. */
const STORAGE_KEY = 'agvs.storeClient.token';

/** The store client's route of SPEC §2 (the token may follow as a last path segment). */
export const STORE_ROUTE = '/agvs-client/les/LesStoreOperationClientMain';

/** The store client's device token (docs/warehouse.md), as the workplace pad keeps its own. */
export const storeToken = (fromPath: string | undefined, query: URLSearchParams) => deviceToken(STORAGE_KEY, fromPath, query);

/** The store client's link for a device token. */
export const storeUrl = (token: string, base?: string) => deviceUrl(STORE_ROUTE, token, base);

export const storeCall = deviceCall;
