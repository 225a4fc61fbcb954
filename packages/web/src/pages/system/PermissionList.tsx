import { Perm, type PermissionNode } from '@agvs/contract';
import { ProCard } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { usePermission } from '../../session/usePermission';
import { PermissionForm, type PermissionEditing } from './permissions/PermissionForm';
import { permissionApi } from './permissions/permissionApi';

const BUTTON = 2;

/**
 * Permissions (SPEC §2): the installation's menu tree with its button codes. Changes reach a
 * user's menu at their next sign-in; grants are given on the roles page.
 */
export default function PermissionList() {
  const { t } = useTranslation(['permissions', 'crud']);
  const can = usePermission();
  const queryClient = useQueryClient();
  const tree = useQuery({ queryKey: ['permissionList'], queryFn: permissionApi.tree });
  const [editing, setEditing] = useState<PermissionEditing | null>(null);
  const reload = () => {
    void queryClient.invalidateQueries({ queryKey: ['permissionList'] });
    // The roles page's grant tree shows the same entries.
    void queryClient.invalidateQueries({ queryKey: ['permissionTree'] });
  };

  const remove = async (id: string) => {
    try {
      await permissionApi.remove(id);
      feedback.message.success(t('crud:deleted'));
      reload();
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };

  const columns: TableColumnsType<PermissionNode> = [
    { title: t('permissions:name'), dataIndex: 'title', key: 'title', render: (title: string) => <span data-testid="permission-title">{title}</span> },
    {
      title: t('permissions:type'),
      key: 'type',
      width: 110,
      render: (_, row) => <Tag color={row.menuType === BUTTON ? 'orange' : 'blue'}>{t(`permissions:types.${row.menuType}`)}</Tag>,
    },
    { title: t('permissions:pathOrCode'), key: 'path', render: (_, row) => (row.menuType === BUTTON ? row.perms : row.url) },
    { title: t('permissions:component'), dataIndex: 'component', key: 'component' },
    { title: t('permissions:sortNo'), dataIndex: 'sortNo', key: 'sortNo', width: 80 },
    {
      title: t('permissions:flags'),
      key: 'flags',
      render: (_, row) => (
        <Space size={2} wrap>
          {row.hidden && <Tag>{t('permissions:hidden')}</Tag>}
          {row.menuType !== BUTTON && !row.route && <Tag>{t('permissions:noRoute')}</Tag>}
          {row.internalOrExternal && <Tag>{t('permissions:external')}</Tag>}
          {row.menuType === BUTTON && row.status === '0' && <Tag color="green">{t('permissions:everybody')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('crud:actions'),
      key: 'actions',
      width: 260,
      render: (_, row) => (
        <Space size="small" wrap>
          {can(Perm.permissionAdd) && row.menuType !== BUTTON && (
            <>
              <a data-testid="permission-add-child" onClick={() => setEditing({ kind: 'add', button: false, parent: row })}>
                {t('permissions:addChild')}
              </a>
              <a data-testid="permission-add-button" onClick={() => setEditing({ kind: 'add', button: true, parent: row })}>
                {t('permissions:addButton')}
              </a>
            </>
          )}
          {can(Perm.permissionEdit) && (
            <a data-testid="permission-edit" onClick={() => setEditing({ kind: 'edit', node: row })}>
              {t('crud:edit')}
            </a>
          )}
          {can(Perm.permissionDelete) && (
            <Popconfirm title={t('crud:confirmDelete')} onConfirm={() => remove(row.id)}>
              <a data-testid="permission-delete">{t('crud:delete')}</a>
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  return (
    <ProCard
      title={t('permissions:title')}
      extra={
        can(Perm.permissionAdd) && (
          <Button type="primary" data-testid="permission-add-top" onClick={() => setEditing({ kind: 'add', button: false, parent: null })}>
            {t('permissions:addTop')}
          </Button>
        )
      }
    >
      <Table<PermissionNode>
        data-testid="permission-table"
        rowKey="id"
        size="small"
        loading={tree.isPending}
        columns={columns}
        dataSource={tree.data ?? []}
        pagination={false}
      />
      {editing && (
        <PermissionForm
          editing={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </ProCard>
  );
}
