import { DeleteOutlined, DownloadOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import type { ResourceManifest } from '@agvs/contract';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Button, Popconfirm, Space } from 'antd';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../api/request';
import { feedback } from '../app/feedback';
import { usePermission } from '../session/usePermission';
import { ImportButton } from './ImportButton';
import { toListQuery, type SortOrder } from './listParams';
import { RecycleBin } from './RecycleBin';
import { ResourceForm, type FieldInput } from './ResourceForm';
import { resourceApi, type ResourceRow } from './resourceApi';
import { LIST_PAGINATION } from './listPagination';
import { useColumnSettings } from './useColumnSettings';
import { useFieldColumns, type FieldChoices } from './useFieldColumns';

export interface ResourceTableProps {
  readonly manifest: ResourceManifest;
  readonly title: string;
  /** Filters every call carries (e.g. the dictionary whose items are shown). */
  readonly fixed?: Readonly<Record<string, string>>;
  /** Extra links of a row after edit and delete. */
  readonly rowActions?: (row: ResourceRow, reload: () => void) => ReactNode[];
  /** Extra toolbar buttons, given the selected ids. */
  readonly toolbar?: (selected: readonly string[], reload: () => void) => ReactNode[];
  /** Extra inputs or actions of the add/edit form (given the edited row, absent when adding) and their initial values for a row. */
  readonly formExtra?: ReactNode | ((row: ResourceRow | undefined) => ReactNode);
  readonly formExtraInitial?: (row: ResourceRow | undefined) => Promise<Record<string, unknown>> | Record<string, unknown>;
  readonly testId?: string;
  /** Rows the edit link is offered for (all when absent), e.g. parameters marked editable. */
  readonly rowEditable?: (row: ResourceRow) => boolean;
  /** A page's own inputs for some fields of the add/edit form. */
  readonly fieldInput?: FieldInput;
  /** Fields searched by picking a row by name (parent rows named by id). */
  readonly searchChoices?: FieldChoices;
}

/**
 * The generic list page of SPEC §2: search from filterable fields, paging 10/50/200, sort,
 * column settings kept per route for 10 days, export, import, delete, batch delete, recycle bin,
 * add and edit, each shown only with its permission code.
 */
export function ResourceTable({ manifest, title, fixed, rowActions, toolbar, formExtra, formExtraInitial, testId, rowEditable, fieldInput, searchChoices }: ResourceTableProps) {
  const { t } = useTranslation(['crud']);
  const can = usePermission();
  const api = useMemo(() => resourceApi(manifest), [manifest]);
  const action = useRef<ActionType>(undefined);
  const lastQuery = useRef<Record<string, string | number>>({});
  const [selected, setSelected] = useState<string[]>([]);
  const [editing, setEditing] = useState<{ record?: ResourceRow; extra?: Record<string, unknown> } | null>(null);
  const columnsState = useColumnSettings(manifest.key);
  const reload = () => action.current?.reload();
  const allowed = (op: keyof ResourceManifest['perms']) => Boolean(manifest.perms[op] && can(manifest.perms[op]!));

  const openForm = async (record?: ResourceRow) => setEditing({ record, extra: formExtraInitial ? await formExtraInitial(record) : undefined });

  const remove = async (ids: readonly string[]) => {
    try {
      if (ids.length === 1) await api.remove(ids[0]!);
      else await api.removeBatch(ids);
      feedback.message.success(t('crud:deleted'));
      setSelected([]);
      reload();
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };

  const resend = async () => {
    if (!selected.length) return void feedback.message.warning(t('crud:plsSelectRecord'));
    try {
      const { count } = await api.resend(selected);
      feedback.message.success(t('crud:resent', { count }));
      reload();
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };

  const confirmBatchDelete = () => {
    if (!selected.length) return void feedback.message.warning(t('crud:plsSelectRecord'));
    feedback.modal.confirm({ title: t('crud:confirmBatchDelete', { count: selected.length }), onOk: () => remove(selected) });
  };

  const fieldColumns = useFieldColumns(manifest, fixed ? Object.keys(fixed) : [], searchChoices);
  const columns: ProColumns<ResourceRow>[] = [
    ...fieldColumns.map((c) => (fixed && String(c.dataIndex) in fixed ? { ...c, search: false as const } : c)),
    {
      title: t('crud:actions'),
      valueType: 'option',
      key: 'action',
      render: (_, row) => [
        allowed('edit') && (rowEditable?.(row) ?? true) && (
          <a key="edit" data-testid="crud-edit" onClick={() => void openForm(row)}>
            {t('crud:edit')}
          </a>
        ),
        allowed('delete') && (
          <Popconfirm key="delete" title={t('crud:confirmDelete')} onConfirm={() => remove([row.id])}>
            <a data-testid="crud-delete">{t('crud:delete')}</a>
          </Popconfirm>
        ),
        ...(rowActions?.(row, reload) ?? []),
      ],
    },
  ];

  const toolbarButtons = () => [
    allowed('add') && (
      <Button key="add" type="primary" icon={<PlusOutlined />} data-testid="crud-add" onClick={() => void openForm()}>
        {t('crud:add')}
      </Button>
    ),
    allowed('export') && (
      <Button
        key="export"
        icon={<DownloadOutlined />}
        data-testid="crud-export"
        onClick={() => void api.exportXls(lastQuery.current, selected, `${manifest.key}.xlsx`).catch((err) => showFailure(err, t('crud:downloadFailed')))}
      >
        {t('crud:export')}
      </Button>
    ),
    allowed('import') && <ImportButton key="import" api={api} onDone={reload} />,
    allowed('delete') && (
      <Button key="batchDelete" icon={<DeleteOutlined />} data-testid="crud-batch-delete" onClick={confirmBatchDelete}>
        {t('crud:batchDelete')}
      </Button>
    ),
    allowed('resend') && (
      <Button key="resend" icon={<SendOutlined />} data-testid="crud-resend" onClick={() => void resend()}>
        {t('crud:resend')}
      </Button>
    ),
    manifest.softDelete && allowed('recover') && <RecycleBin key="bin" manifest={manifest} api={api} onRecovered={reload} />,
    ...(toolbar?.(selected, reload) ?? []),
  ];

  return (
    <>
      <ProTable<ResourceRow>
        rowKey="id"
        headerTitle={title}
        actionRef={action}
        columns={columns}
        data-testid={testId}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        tableAlertRender={false}
        pagination={LIST_PAGINATION}
        columnsState={columnsState}
        toolBarRender={() => [<Space key="buttons" wrap>{toolbarButtons()}</Space>]}
        request={async (params, sort) => {
          const query = toListQuery(manifest, params, sort as Record<string, SortOrder>, fixed);
          lastQuery.current = query;
          const page = await api.list(query);
          return { data: [...page.records], total: page.total, success: true };
        }}
      />
      {editing && (
        <ResourceForm
          manifest={manifest}
          api={api}
          record={editing.record}
          open
          fixed={fixed}
          extra={typeof formExtra === 'function' ? formExtra(editing.record) : formExtra}
          extraInitial={editing.extra}
          fieldInput={fieldInput}
          onOpenChange={(open) => !open && setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </>
  );
}
