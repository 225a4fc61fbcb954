import { ProFormSelect } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../../../api/admin';

/** The roles of a user in its add/edit form, sent as selectedroles (comma-joined role ids). */
export function RoleSelect() {
  const { t } = useTranslation('system');
  return (
    <ProFormSelect
      name="selectedroles"
      label={t('user.roles')}
      mode="multiple"
      fieldProps={{ 'data-testid': 'user-roles' } as Record<string, string>}
      request={async () => (await adminApi.roleOptions()).records.map((r) => ({ value: r.id, label: r.roleName }))}
      transform={(value: unknown) => ({ selectedroles: Array.isArray(value) ? value.join(',') : '' })}
    />
  );
}
