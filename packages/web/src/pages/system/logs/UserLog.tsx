import { userLogResource } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from '../../../crud/ResourceTable';

/** Account changes (created, frozen, password reset, roles): read-only, searchable. */
export default function UserLog() {
  const { t } = useTranslation(['logs']);
  return <ResourceTable manifest={userLogResource} title={t('logs:userLog.title')} testId="user-log-table" />;
}
