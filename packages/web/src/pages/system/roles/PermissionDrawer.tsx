import { useQuery } from '@tanstack/react-query';
import { Button, Drawer, Space, Spin, Tree } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../../../api/admin';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';

/** The menu and button tree of a role: check entries, save (POST saveRolePermission). */
export function PermissionDrawer({ roleId, roleName, onClose }: { readonly roleId: string; readonly roleName: string; readonly onClose: () => void }) {
  const { t } = useTranslation(['system', 'crud']);
  const tree = useQuery({ queryKey: ['permissionTree'], queryFn: adminApi.permissionTree });
  const granted = useQuery({ queryKey: ['rolePermissions', roleId], queryFn: () => adminApi.rolePermissions(roleId), gcTime: 0 });
  const [checked, setChecked] = useState<string[]>([]);
  useEffect(() => setChecked(granted.data ?? []), [granted.data]);

  const save = async () => {
    try {
      await adminApi.saveRolePermissions(roleId, checked);
      feedback.message.success(t('crud:saved'));
      onClose();
    } catch (err) {
      showFailure(err, t('crud:saveFailed'));
    }
  };

  return (
    <Drawer
      open
      width={450}
      title={t('system:role.permissionsOf', { name: roleName })}
      onClose={onClose}
      extra={
        <Space>
          <Button onClick={() => setChecked(tree.data?.ids ?? [])}>{t('system:role.checkAll')}</Button>
          <Button onClick={() => setChecked([])}>{t('system:role.uncheckAll')}</Button>
          <Button type="primary" data-testid="role-permissions-save" onClick={() => void save()}>
            {t('crud:save')}
          </Button>
        </Space>
      }
    >
      {tree.isLoading || granted.isLoading ? (
        <Spin />
      ) : (
        <Tree
          checkable
          checkStrictly
          defaultExpandAll
          treeData={tree.data?.treeList ?? []}
          checkedKeys={checked}
          onCheck={(keys) => setChecked((Array.isArray(keys) ? keys : keys.checked).map(String))}
        />
      )}
    </Drawer>
  );
}
