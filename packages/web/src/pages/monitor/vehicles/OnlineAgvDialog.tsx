import { Perm, type Agv } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Modal, Select, Space, Table, Tag } from 'antd';
import { useMemo, useState, type HTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { Authorized } from '../../../components/Authorized';
import { useLiveStore } from '../liveContext';
import { agvApi, type AgvRow } from './agvApi';
import { UnloadByHandButton } from './UnloadByHandButton';

type LockFilter = 'all' | 'locked' | 'unlocked';

/**
 * The online AGV list (SPEC §2): the connected vehicles of the layout, filtered by model and lock
 * status; lock or shut down the selected rows (monitor:agv:close), plsSelectRecord without any.
 */
export function OnlineAgvDialog({ open, layoutId, onClose }: { readonly open: boolean; readonly layoutId: string; readonly onClose: () => void }) {
  const { t } = useTranslation('monitorAgv');
  const [modelId, setModelId] = useState<string | undefined>();
  const [lock, setLock] = useState<LockFilter>('all');
  const [selected, setSelected] = useState<readonly Agv[]>([]);
  const [busy, setBusy] = useState<'lock' | 'shutdown' | null>(null);
  const live = useLiveStore();

  const list = useQuery({
    queryKey: ['monitorAgv', 'online', layoutId],
    queryFn: () => agvApi.search({ currentLayoutId: layoutId }),
    enabled: open,
  });
  const online = useMemo(() => (list.data ?? []).filter((agv) => agv.isConnected === 1), [list.data]);
  const models = useMemo(() => [...new Map(online.map((agv) => [agv.modelId, agv.modelName]))], [online]);
  const rows = online.filter(
    (agv) => (!modelId || agv.modelId === modelId) && (lock === 'all' || (lock === 'locked') === (agv.isLock === 1)),
  );

  const act = async (kind: 'lock' | 'shutdown') => {
    if (selected.length === 0) {
      feedback.message.warning(t('crud:plsSelectRecord'));
      return;
    }
    const body: AgvRow[] = selected.map(({ id, agvUid, agvName }) => ({ id, agvUid, agvName }));
    setBusy(kind);
    try {
      await (kind === 'lock' ? agvApi.lockRows(body) : agvApi.shutdownRows(body));
      feedback.notification.success({ message: t('success'), description: t(kind === 'lock' ? 'online.lockDone' : 'online.shutdownDone') });
      setSelected([]);
      await list.refetch();
    } catch (error) {
      showFailure(error, t('actionFailed'));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal
      open={open}
      width={900}
      title={t('online.title')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={onClose} data-testid="online-cancel">
            {t('cancel')}
          </Button>
          <Authorized code={Perm.monitorAgvClose}>
            <Button loading={busy === 'lock'} onClick={() => void act('lock')} data-testid="online-lock">
              {t('online.lock')}
            </Button>
            <Button danger loading={busy === 'shutdown'} onClick={() => void act('shutdown')} data-testid="online-shutdown">
              {t('online.shutdownAgv')}
            </Button>
          </Authorized>
        </Space>
      }
    >
      <Form layout="inline" style={{ marginBottom: 12 }}>
        <Form.Item label={t('field.modelId')}>
          <Select
            style={{ width: 200 }}
            allowClear
            value={modelId}
            onChange={setModelId}
            options={models.map(([value, label]) => ({ value, label }))}
            placeholder={t('online.allModels')}
            data-testid="online-model"
          />
        </Form.Item>
        <Form.Item label={t('online.lockStatus')}>
          <Select
            style={{ width: 140 }}
            value={lock}
            onChange={setLock}
            options={(['all', 'locked', 'unlocked'] as const).map((value) => ({ value, label: t(`online.${value}`) }))}
            data-testid="online-lock-filter"
          />
        </Form.Item>
      </Form>
      <Table<Agv>
        size="small"
        rowKey="id"
        loading={list.isFetching}
        dataSource={rows}
        pagination={false}
        scroll={{ y: 360 }}
        data-testid="online-agv-table"
        rowSelection={{ selectedRowKeys: selected.map((agv) => agv.id), onChange: (_, chosen) => setSelected(chosen) }}
        onRow={(agv) => ({ 'data-agv': agv.agvUid }) as HTMLAttributes<HTMLElement>}
        columns={[
          { title: t('field.agvUid'), dataIndex: 'agvUid' },
          { title: t('field.agvName'), dataIndex: 'agvName' },
          { title: t('field.modelId'), dataIndex: 'modelName' },
          { title: t('field.agvIp'), dataIndex: 'agvIp' },
          {
            title: t('online.lockStatus'),
            dataIndex: 'isLock',
            render: (value: number) => (
              <Tag color={value === 1 ? 'red' : 'green'} data-testid="online-lock-state" data-locked={value}>
                {t(value === 1 ? 'lock.locked' : 'lock.unlocked')}
              </Tag>
            ),
          },
          {
            // Live state from the map's poll: a load no order accounts for (its order was closed after the pick).
            title: t('online.load'),
            key: 'load',
            render: (_: unknown, agv: Agv) =>
              live.card(agv.agvUid)?.loadedWithoutOrder ? (
                <Space size={4}>
                  <Tag color="orange" data-testid="online-loaded-no-order">
                    {t('online.loadedNoOrder')}
                  </Tag>
                  <UnloadByHandButton agvId={agv.id} agvName={agv.agvName} onDone={() => void list.refetch()} />
                </Space>
              ) : null,
          },
        ]}
      />
    </Modal>
  );
}
