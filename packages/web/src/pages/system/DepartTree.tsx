import { Perm, departResource, resourceCalls, type DepartTreeNode } from '@agvs/contract';
import { ProCard } from '@ant-design/pro-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Empty, Popconfirm, Skeleton, Space, Tree } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/call';
import { showFailure } from '../../api/request';
import { systemApi } from '../../api/system';
import { feedback } from '../../app/feedback';
import { ResourceForm } from '../../crud/ResourceForm';
import { resourceApi, type ResourceRow } from '../../crud/resourceApi';
import { usePermission } from '../../session/usePermission';
import { MemberList } from './sysconfig/MemberList';
import { sysconfigApi } from './sysconfig/sysconfigApi';

function findNode(nodes: readonly DepartTreeNode[], key: string): DepartTreeNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const below = findNode(node.children, key);
    if (below) return below;
  }
  return undefined;
}

type Editing = { readonly parentId: string } | { readonly record: ResourceRow };

/**
 * Departments of the current tenant as a tree (GET /sys/sysDepart/queryTreeList): add a root or a
 * child (the server numbers it), edit, delete when empty, and the selected department's users.
 */
export default function DepartTree() {
  const { t } = useTranslation(['pages', 'systemPages', 'crud']);
  const can = usePermission();
  const queryClient = useQueryClient();
  const api = useMemo(() => resourceApi(departResource), []);
  const tree = useQuery({ queryKey: ['departTree'], queryFn: systemApi.departTree });
  const [selected, setSelected] = useState<string | null>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const node = tree.data && selected ? findNode(tree.data, selected) : undefined;
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['departTree'] });

  const edit = async () => {
    const queryById = resourceCalls(departResource).queryById;
    if (!node || !queryById) return;
    try {
      const row = await callApi(queryById, { query: { id: node.id } });
      setEditing({ record: { ...row, id: String(row.id) } });
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };
  const remove = async () => {
    if (!node) return;
    try {
      await api.remove(node.id);
      feedback.message.success(t('crud:deleted'));
      setSelected(null);
      reload();
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };

  return (
    <ProCard split="vertical" bordered>
      <ProCard
        colSpan="40%"
        title={t('pages:departs.title')}
        data-testid="depart-tree"
        extra={
          <Space wrap>
            {can(Perm.departAdd) && (
              <Button size="small" data-testid="depart-add-root" onClick={() => setEditing({ parentId: '' })}>
                {t('systemPages:depart.addRoot')}
              </Button>
            )}
            {can(Perm.departAdd) && node && (
              <Button size="small" data-testid="depart-add-child" onClick={() => setEditing({ parentId: node.id })}>
                {t('systemPages:depart.addChild')}
              </Button>
            )}
          </Space>
        }
      >
        {tree.isPending ? (
          <Skeleton active />
        ) : tree.data && tree.data.length > 0 ? (
          <Tree<DepartTreeNode> treeData={tree.data} defaultExpandAll selectedKeys={selected ? [selected] : []} onSelect={(keys) => setSelected(keys.length > 0 ? String(keys[0]) : null)} />
        ) : (
          <Empty description={t('pages:departs.empty')} />
        )}
      </ProCard>
      <ProCard
        title={t('pages:departs.detail')}
        extra={
          node && (
            <Space>
              {can(Perm.departEdit) && (
                <Button size="small" data-testid="depart-edit" onClick={() => void edit()}>
                  {t('crud:edit')}
                </Button>
              )}
              {can(Perm.departDelete) && (
                <Popconfirm title={t('crud:confirmDelete')} onConfirm={() => remove()}>
                  <Button size="small" danger data-testid="depart-delete">
                    {t('crud:delete')}
                  </Button>
                </Popconfirm>
              )}
            </Space>
          )
        }
      >
        {node ? (
          <>
            <Descriptions column={1} size="small">
              <Descriptions.Item label={t('pages:departs.name')}>{node.departName}</Descriptions.Item>
              <Descriptions.Item label={t('pages:departs.orgCode')}>
                <span data-testid="depart-org-code">{node.orgCode}</span>
              </Descriptions.Item>
            </Descriptions>
            {can(Perm.departUsers) && (
              <MemberList
                key={node.id}
                testId="depart-users"
                calls={{
                  list: (pageNo, pageSize) => sysconfigApi.departUsers(node.id, pageNo, pageSize),
                  add: (ids) => sysconfigApi.addDepartUsers(node.id, ids),
                  remove: (userId) => sysconfigApi.removeDepartUser(node.id, userId),
                }}
              />
            )}
          </>
        ) : (
          <Empty description={t('pages:departs.selectHint')} />
        )}
      </ProCard>
      {editing && (
        <ResourceForm
          manifest={departResource}
          api={api}
          open
          record={'record' in editing ? editing.record : undefined}
          fixed={'parentId' in editing ? { parentId: editing.parentId } : undefined}
          onOpenChange={(open) => !open && setEditing(null)}
          onSaved={() => {
            setEditing(null);
            reload();
          }}
        />
      )}
    </ProCard>
  );
}
