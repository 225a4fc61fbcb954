import { Perm, dataSourceResource } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { usePermission } from '../../session/usePermission';
import { SimpleList } from './sysconfig/SimpleList';
import { sysconfigApi } from './sysconfig/sysconfigApi';

/** Data sources; "test connection" makes the server connect and shows its answer. */
export default function DataSourceList() {
  const { t } = useTranslation(['systemPages', 'crud']);
  const can = usePermission();
  const test = async (id: string) => {
    try {
      await sysconfigApi.testDataSource(id);
      feedback.message.success(t('systemPages:dataSource.connected'));
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };
  return (
    <SimpleList
      manifest={dataSourceResource}
      titleKey="dataSource.title"
      rowActions={(row) => [
        can(Perm.dataSourceEdit) && (
          <a key="test" data-testid="data-source-test" onClick={() => void test(row.id)}>
            {t('systemPages:dataSource.test')}
          </a>
        ),
      ]}
    />
  );
}
