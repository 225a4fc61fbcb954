import { operationLogResource } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from '../../../crud/ResourceTable';

/** Mutating calls with user, permission, result and duration: read-only, searchable. */
export default function OperationLog() {
  const { t } = useTranslation(['logs']);
  return <ResourceTable manifest={operationLogResource} title={t('logs:operationLog.title')} testId="operation-log-table" />;
}
