import { loginLogResource } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from '../../../crud/ResourceTable';

/** Sign-in, failed sign-in and sign-out: read-only, searchable by time range, user and event. */
export default function LoginLog() {
  const { t } = useTranslation(['logs']);
  return <ResourceTable manifest={loginLogResource} title={t('logs:loginLog.title')} testId="login-log-table" />;
}
