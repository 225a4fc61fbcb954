import { PublishCalls, type LayoutVersionRow } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Popconfirm, Table, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/call';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';

/** Every published version of the layout; publishing an older one again is the rollback. */
export function VersionsDialog({ layoutId, open, onClose, restored }: { readonly layoutId: string; readonly open: boolean; onClose(): void; restored(): void }) {
  const { t } = useTranslation('layoutEditor');
  const versions = useQuery({
    queryKey: ['layoutVersions', layoutId],
    queryFn: () => callApi(PublishCalls.versions, { query: { layoutId } }),
    enabled: open,
  });
  const restore = async (row: LayoutVersionRow) => {
    try {
      await callApi(PublishCalls.publishVersion, { body: { layoutId, version: row.version } });
      feedback.message.success(t('versions.restored', { version: row.version }));
      void versions.refetch();
      restored();
    } catch (err) {
      showFailure(err, t('versions.restoreFailed'));
    }
  };
  return (
    <Modal open={open} title={t('versions.title')} onCancel={onClose} footer={null} width={760}>
      <Table<LayoutVersionRow>
        size="small"
        rowKey="version"
        loading={versions.isFetching}
        dataSource={versions.data ?? []}
        pagination={{ pageSize: 10 }}
        data-testid="editor-versions-table"
        columns={[
          { title: t('versions.version'), dataIndex: 'version', render: (v: number, row) => (row.current ? <Tag color="green">{t('versions.running', { version: v })}</Tag> : v) },
          { title: t('versions.publishedAt'), dataIndex: 'publishedAt', render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm:ss') },
          { title: t('versions.by'), dataIndex: 'publishedBy', render: (by: string | null) => by ?? t('versions.system') },
          { title: t('versions.note'), dataIndex: 'note' },
          { title: t('versions.size'), render: (_v, row) => t('versions.sizeValue', { stations: row.stationCount, segments: row.segmentCount }) },
          {
            title: '',
            render: (_v, row) =>
              row.current ? null : (
                <Popconfirm title={t('versions.restoreConfirm', { version: row.version })} onConfirm={() => void restore(row)}>
                  <Button size="small" data-testid="editor-version-restore">
                    {t('versions.restore')}
                  </Button>
                </Popconfirm>
              ),
          },
        ]}
      />
    </Modal>
  );
}
