import { listedFields, type ResourceManifest } from '@agvs/contract';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Modal } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../api/request';
import { feedback } from '../app/feedback';
import { toListQuery } from './listParams';
import type { ResourceApi, ResourceRow } from './resourceApi';

/** Deleted rows of a soft-delete manifest, recovered one by one or in a batch. */
export function RecycleBin({ manifest, api, onRecovered }: { manifest: ResourceManifest; api: ResourceApi; onRecovered: () => void }) {
  const { t } = useTranslation(['crud']);
  const [open, setOpen] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const action = useRef<ActionType>(undefined);
  const recover = async (ids: string[]) => {
    if (!ids.length) return void feedback.message.warning(t('crud:plsSelectRecord'));
    try {
      await api.recover(ids);
      feedback.message.success(t('crud:recovered'));
      setSelected([]);
      action.current?.reload();
      onRecovered();
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };
  const columns: ProColumns<ResourceRow>[] = [
    ...listedFields(manifest)
      .filter((f) => !f.hideInTable && f.type !== 'datetime')
      .map((f) => ({ title: t(f.label), dataIndex: f.name, search: false as const })),
    { title: t('crud:actions'), valueType: 'option', render: (_, row) => <a onClick={() => void recover([row.id])}>{t('crud:recover')}</a> },
  ];
  return (
    <>
      <Button onClick={() => setOpen(true)} data-testid="crud-recycle-bin">
        {t('crud:recycleBin')}
      </Button>
      <Modal open={open} width={1000} title={t('crud:recycleBin')} footer={null} onCancel={() => setOpen(false)} destroyOnClose>
        <ProTable<ResourceRow>
          rowKey="id"
          actionRef={action}
          search={false}
          options={false}
          columns={columns}
          rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
          toolBarRender={() => [
            <Button key="recover" onClick={() => void recover(selected)}>
              {t('crud:recoverSelected')}
            </Button>,
          ]}
          request={async (params) => {
            const page = await api.recycleBin(toListQuery(manifest, params, {}));
            return { data: [...page.records], total: page.total, success: true };
          }}
        />
      </Modal>
    </>
  );
}
