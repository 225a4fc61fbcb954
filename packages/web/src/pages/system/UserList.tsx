import { Perm, userResource } from '@agvs/contract';
import { Button, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../../api/admin';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { ResourceTable } from '../../crud/ResourceTable';
import { usePermission } from '../../session/usePermission';
import { ResetPasswordModal } from './users/ResetPasswordModal';
import { RoleSelect } from './users/RoleSelect';

/** Users of the current tenant: the generic list plus freeze/unfreeze, password reset and roles. */
export default function UserList() {
  const { t } = useTranslation(['system', 'crud']);
  const can = usePermission();
  const [resetting, setResetting] = useState<string | null>(null);

  const setStatus = async (ids: readonly string[], status: 'normal' | 'frozen', reload: () => void) => {
    if (!ids.length) return void feedback.message.warning(t('crud:plsSelectRecord'));
    try {
      await adminApi.freeze(ids, status);
      feedback.message.success(t(status === 'frozen' ? 'system:user.frozenDone' : 'system:user.unfrozenDone'));
      reload();
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };

  return (
    <>
      <ResourceTable
        manifest={userResource}
        title={t('system:user.title')}
        testId="user-table"
        formExtra={<RoleSelect />}
        formExtraInitial={async (row) => ({ selectedroles: row ? await adminApi.userRoles(row.id) : [] })}
        rowActions={(row, reload) => [
          can(Perm.userFreeze) && (
            <Popconfirm
              key="freeze"
              title={t(row['status'] === 'frozen' ? 'system:user.confirmUnfreeze' : 'system:user.confirmFreeze')}
              onConfirm={() => setStatus([row.id], row['status'] === 'frozen' ? 'normal' : 'frozen', reload)}
            >
              <a data-testid="user-freeze">{t(row['status'] === 'frozen' ? 'system:user.unfreeze' : 'system:user.freeze')}</a>
            </Popconfirm>
          ),
          can(Perm.userResetPassword) && (
            <a key="password" data-testid="user-reset-password" onClick={() => setResetting(String(row['username']))}>
              {t('system:user.resetPassword')}
            </a>
          ),
        ]}
        toolbar={(selected, reload) =>
          can(Perm.userFreeze)
            ? [
                <Button key="freeze" onClick={() => void setStatus(selected, 'frozen', reload)}>
                  {t('system:user.freeze')}
                </Button>,
                <Button key="unfreeze" onClick={() => void setStatus(selected, 'normal', reload)}>
                  {t('system:user.unfreeze')}
                </Button>,
              ]
            : []
        }
      />
      {resetting && <ResetPasswordModal username={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}
