import { Perm, tenantResource } from '@agvs/contract';
import { Drawer } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../session/usePermission';
import { MemberList } from './sysconfig/MemberList';
import { SimpleList } from './sysconfig/SimpleList';
import { sysconfigApi } from './sysconfig/sysconfigApi';

/** Tenants, with a drawer of the users who may sign in to one. */
export default function TenantList() {
  const { t } = useTranslation('systemPages');
  const can = usePermission();
  const [tenant, setTenant] = useState<{ id: number; name: string } | null>(null);
  return (
    <>
      <SimpleList
        manifest={tenantResource}
        titleKey="tenant.title"
        rowActions={(row) => [
          can(Perm.tenantEdit) && (
            <a key="users" data-testid="tenant-users" onClick={() => setTenant({ id: Number(row['tenantId']), name: String(row['name']) })}>
              {t('tenant.users')}
            </a>
          ),
        ]}
      />
      {tenant && (
        <Drawer open width={700} title={t('tenant.usersOf', { name: tenant.name })} onClose={() => setTenant(null)} destroyOnClose>
          <MemberList
            testId="tenant-members"
            calls={{
              list: (pageNo, pageSize) => sysconfigApi.tenantUsers(tenant.id, pageNo, pageSize),
              add: (ids) => sysconfigApi.addTenantUsers(tenant.id, ids),
              remove: (userId) => sysconfigApi.removeTenantUser(tenant.id, userId),
            }}
          />
        </Drawer>
      )}
    </>
  );
}
