import { usePublicConfig } from '../../app/usePublicConfig';

/** The browser's zone: what the console assumes until the server has said the plant's. */
const browserZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The plant's time zone (site.timeZone), in which the dashboard's days begin and end. */
export function usePlantZone(): string {
  return usePublicConfig()?.siteTimeZone ?? browserZone();
}
