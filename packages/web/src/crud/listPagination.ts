import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@agvs/contract';

/** Paging of every list page (SPEC §2: 10 by default, 10/50/200 to choose). */
export const LIST_PAGINATION = { defaultPageSize: DEFAULT_PAGE_SIZE, pageSizeOptions: PAGE_SIZE_OPTIONS.map(String), showSizeChanger: true } as const;
