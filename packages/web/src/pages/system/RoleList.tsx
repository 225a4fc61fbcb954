import { Perm, roleResource } from '@agvs/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourceTable } from '../../crud/ResourceTable';
import { usePermission } from '../../session/usePermission';
import { PermissionDrawer } from './roles/PermissionDrawer';
import { RoleUsersDrawer } from './roles/RoleUsersDrawer';

/** Roles: the generic list plus the permission assignment and role users drawers. */
export default function RoleList() {
  const { t } = useTranslation('system');
  const can = usePermission();
  const [authorizing, setAuthorizing] = useState<{ id: string; name: string } | null>(null);
  const [members, setMembers] = useState<{ id: string; name: string } | null>(null);
  return (
    <>
      <ResourceTable
        manifest={roleResource}
        title={t('role.title')}
        testId="role-table"
        rowActions={(row) => {
          const role = { id: row.id, name: String(row['roleName']) };
          return [
            can(Perm.roleAuthorize) && (
              <a key="perm" data-testid="role-permissions" onClick={() => setAuthorizing(role)}>
                {t('role.permissions')}
              </a>
            ),
            can(Perm.roleEdit) && (
              <a key="users" data-testid="role-users" onClick={() => setMembers(role)}>
                {t('role.users')}
              </a>
            ),
          ];
        }}
      />
      {authorizing && <PermissionDrawer roleId={authorizing.id} roleName={authorizing.name} onClose={() => setAuthorizing(null)} />}
      {members && <RoleUsersDrawer roleId={members.id} roleName={members.name} onClose={() => setMembers(null)} />}
    </>
  );
}
