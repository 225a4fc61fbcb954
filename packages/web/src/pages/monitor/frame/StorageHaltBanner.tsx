import { Alert } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { systemApi } from '../../../api/system';

/** How often the monitor asks whether the fleet is on hold, ms. */
const HEALTH_POLL_MS = 5_000;

/**
 * A banner across the monitor while the fleet is on hold because the database refuses writes
 * (GET /sys/health fleetHaltedSince): vehicles hold and commands are refused until storage returns.
 */
export function StorageHaltBanner() {
  const { t, i18n } = useTranslation('monitor');
  const health = useQuery({ queryKey: ['health'], queryFn: systemApi.health, refetchInterval: HEALTH_POLL_MS });
  const since = health.data?.fleetHaltedSince;
  if (since === undefined || since === null) return null;
  return (
    <Alert
      banner
      type="error"
      className="mm-storage-halt"
      data-testid="monitor-storage-halt"
      message={t('storageHalt.title')}
      description={t('storageHalt.body', { since: new Date(since).toLocaleString(i18n.language) })}
    />
  );
}
