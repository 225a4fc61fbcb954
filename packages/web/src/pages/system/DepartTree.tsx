import type { DepartTreeNode } from '@agvs/contract';
import { ProCard } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Empty, Skeleton, Tree } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { systemApi } from '../../api/system';

function findNode(nodes: readonly DepartTreeNode[], key: string): DepartTreeNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const below = findNode(node.children, key);
    if (below) return below;
  }
  return undefined;
}

/** Departments of the current tenant as a tree (GET /sys/sysDepart/queryTreeList). */
export default function DepartTree() {
  const { t } = useTranslation('pages');
  const tree = useQuery({ queryKey: ['departTree'], queryFn: systemApi.departTree });
  const [selected, setSelected] = useState<string | null>(null);
  const node = tree.data && selected ? findNode(tree.data, selected) : undefined;

  return (
    <ProCard split="vertical" bordered>
      <ProCard colSpan="40%" title={t('departs.title')} data-testid="depart-tree">
        {tree.isPending ? (
          <Skeleton active />
        ) : tree.data && tree.data.length > 0 ? (
          <Tree<DepartTreeNode>
            treeData={tree.data}
            defaultExpandAll
            onSelect={(keys) => setSelected(keys.length > 0 ? String(keys[0]) : null)}
          />
        ) : (
          <Empty description={t('departs.empty')} />
        )}
      </ProCard>
      <ProCard title={t('departs.detail')}>
        {node ? (
          <Descriptions column={1} size="small">
            <Descriptions.Item label={t('departs.name')}>{node.departName}</Descriptions.Item>
            <Descriptions.Item label={t('departs.orgCode')}>{node.orgCode}</Descriptions.Item>
          </Descriptions>
        ) : (
          <Empty description={t('departs.selectHint')} />
        )}
      </ProCard>
    </ProCard>
  );
}
