import { deviceCall, deviceToken, deviceUrl } from '../../api/deviceToken';

/** Where the pad keeps its token for the tab's life: a reload works, a closed tab forgets it. */
const STORAGE_KEY = 'agvs.workplacePad.token';

/** The pad's base routes of SPEC §2 (the token may follow as a last path segment). */
export const PAD_ROUTES = ['/agvs/customized/Common/WorkplaceClientMain', '/agvs/customized/SZFP/WorkplaceClientMain'] as const;

/** The pad's device token (docs/workplaces.md "The pad"). */
export const padToken = (fromPath: string | undefined, query: URLSearchParams) => deviceToken(STORAGE_KEY, fromPath, query);

/** The pad's link for a device token. */
export const padUrl = (token: string, base?: string) => deviceUrl(PAD_ROUTES[0], token, base);

export const padCall = deviceCall;
