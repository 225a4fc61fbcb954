import { Perm, TEMPLATE_LIMITS, type TransorderTemplate } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, InputNumber, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback';
import { showFailure } from '../../../api/request';
import { Authorized } from '../../../components/Authorized';
import { usePermission } from '../../../session/usePermission';
import { ordersApi, templateApi } from './api';
import { TemplateFormDialog } from './TemplateFormDialog';

export interface TemplateTableProps {
  /** With add, edit and delete (template list dialog), or only choosing (create-task tab 2). */
  readonly manage: boolean;
  onCreated(): void;
}

/**
 * The order templates (SPEC §2 "order template list", §5): choose some and create their orders,
 * repeated taskChainCycleTimes times (the input opens only with more than one chosen).
 */
export function TemplateTable({ manage, onCreated }: TemplateTableProps) {
  const { t } = useTranslation('monitorOrders');
  const allowed = usePermission();
  const [selected, setSelected] = useState<string[]>([]);
  const [chainTimes, setChainTimes] = useState<number | null>(1);
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<{ record: TransorderTemplate | null } | null>(null);
  const list = useQuery({ queryKey: ['monitor', 'templates'], queryFn: ordersApi.templates });
  const rows = list.data?.records ?? [];

  const create = async () => {
    if (selected.length === 0) {
      feedback.message.warning(t('pleaseSelectTemplate'));
      return;
    }
    setCreating(true);
    try {
      const ids = rows.filter((r) => selected.includes(r.id)).map((r) => r.id);
      const created = await ordersApi.createByTemplates(ids, selected.length > 1 ? (chainTimes ?? 1) : 1);
      feedback.message.success(t('taskCreated', { codes: created.transorderCodes.join(', ') }));
      await list.refetch();
      onCreated();
    } catch (error) {
      showFailure(error, t('createFailed'));
    } finally {
      setCreating(false);
    }
  };

  const remove = async (id: string) => {
    try {
      await templateApi.remove(id);
      feedback.message.success(t('templateDeleted'));
      setSelected((ids) => ids.filter((v) => v !== id));
      await list.refetch();
    } catch (error) {
      showFailure(error, t('deleteFailed'));
    }
  };

  const columns: TableColumnsType<TransorderTemplate> = [
    { title: t('template.code'), dataIndex: 'templateCode' },
    { title: t('template.name'), dataIndex: 'templateName' },
    { title: t('template.chainRow'), dataIndex: 'taskChainRow', width: 80 },
    { title: t('field.taskType'), dataIndex: 'taskType' },
    { title: t('field.srcStationCode'), dataIndex: 'srcStationCode' },
    { title: t('field.destStationCode'), dataIndex: 'destStationCode', render: (v: string | null) => v ?? '-' },
    { title: t('field.cycleTimes'), dataIndex: 'cycleTimes', width: 80 },
  ];
  if (manage && (allowed(Perm.templateEdit) || allowed(Perm.templateDelete))) {
    columns.push({
      title: t('actions'),
      key: 'actions',
      width: 130,
      render: (_: unknown, row) => (
        <Space>
          <Authorized code={Perm.templateEdit}>
            <a onClick={() => setEditing({ record: row })} data-testid="template-edit">
              {t('edit')}
            </a>
          </Authorized>
          <Authorized code={Perm.templateDelete}>
            <Popconfirm title={t('confirmDeleteTemplate')} onConfirm={() => void remove(row.id)}>
              <a data-testid="template-delete">{t('delete')}</a>
            </Popconfirm>
          </Authorized>
        </Space>
      ),
    });
  }

  return (
    <div data-testid={manage ? 'template-list' : 'template-pick'}>
      <Space className="mmo-table-bar" wrap>
        <span>{t('chainTimes')}</span>
        <InputNumber
          min={TEMPLATE_LIMITS.cycleTimes.min}
          max={TEMPLATE_LIMITS.cycleTimes.max}
          precision={0}
          value={chainTimes}
          onChange={setChainTimes}
          disabled={selected.length <= 1}
          data-testid="template-chain-times"
        />
        <Button type="primary" loading={creating} onClick={() => void create()} data-testid="template-create-orders">
          {t('createFromTemplates')}
        </Button>
        {manage && (
          <Authorized code={Perm.templateAdd}>
            <Button onClick={() => setEditing({ record: null })} data-testid="template-add">
              {t('addTemplate')}
            </Button>
          </Authorized>
        )}
        <Button onClick={() => void list.refetch()}>{t('refresh')}</Button>
      </Space>
      <Table<TransorderTemplate>
        rowKey="id"
        size="small"
        loading={list.isFetching}
        columns={columns}
        dataSource={[...rows]}
        pagination={rows.length > 5 ? { pageSize: 5, showSizeChanger: false } : false}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
      />
      {manage && editing && (
        <TemplateFormDialog
          record={editing.record}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            void list.refetch();
          }}
        />
      )}
    </div>
  );
}
