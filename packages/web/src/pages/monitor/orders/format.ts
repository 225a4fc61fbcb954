import dayjs from 'dayjs';

/** A time of the order tables (ms since epoch), or a dash. */
export const formatTime = (ms: number | null | undefined): string => (ms ? dayjs(ms).format('YYYY-MM-DD HH:mm:ss') : '-');

export const orDash = (value: string | number | null | undefined): string | number => (value === null || value === undefined || value === '' ? '-' : value);
