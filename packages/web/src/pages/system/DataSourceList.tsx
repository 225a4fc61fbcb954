import { Perm, dataSourceResource } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { usePermission } from '../../session/usePermission';
import { DataSourceFormTest } from './sysconfig/DataSourceFormTest';
import { SimpleList } from './sysconfig/SimpleList';
import { sysconfigApi } from './sysconfig/sysconfigApi';

/** Data sources; "test connection" (on a row, or in the form before saving) makes the server connect and shows its answer. */
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
      formExtra={(row) => <DataSourceFormTest id={row?.id} />}
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
