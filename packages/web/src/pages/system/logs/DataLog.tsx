import { dataLogResource } from '@agvs/contract';
import { Modal, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from '../../../crud/ResourceTable';
import type { ResourceRow } from '../../../crud/resourceApi';
import { diffData, type FieldChange } from './dataDiff';

/** Edits of administered rows; each opens a field-by-field comparison of old and new values. */
export default function DataLog() {
  const { t } = useTranslation(['logs']);
  const [shown, setShown] = useState<ResourceRow | null>(null);
  return (
    <>
      <ResourceTable
        manifest={dataLogResource}
        title={t('logs:dataLog.title')}
        testId="data-log-table"
        rowActions={(row) => [
          <a key="diff" data-testid="data-log-diff" onClick={() => setShown(row)}>
            {t('logs:dataLog.compare')}
          </a>,
        ]}
      />
      {shown && (
        <Modal open width={900} footer={null} title={t('logs:dataLog.compareTitle', { resource: shown['resource'], id: shown['dataId'] })} onCancel={() => setShown(null)}>
          <Table<FieldChange>
            rowKey="field"
            size="small"
            pagination={false}
            dataSource={diffData(shown['oldData'], shown['newData'])}
            rowClassName={(row) => (row.changed ? 'data-log-changed' : '')}
            columns={[
              { title: t('logs:dataLog.field'), dataIndex: 'field' },
              { title: t('logs:dataLog.before'), dataIndex: 'before', render: (v: string, row) => <Typography.Text delete={row.changed}>{v}</Typography.Text> },
              { title: t('logs:dataLog.after'), dataIndex: 'after', render: (v: string, row) => <Typography.Text type={row.changed ? 'success' : undefined} strong={row.changed}>{v}</Typography.Text> },
            ]}
          />
        </Modal>
      )}
    </>
  );
}
