import { userResource } from '@agvs/contract';
import { ProTable } from '@ant-design/pro-components';
import { Button, Drawer, Popconfirm, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../../../api/admin';
import { PopupPicker } from '../../../crud/PopupPicker';
import { useMemberEditing, userOption } from '../useMemberEditing';

interface Member {
  readonly id: string;
  readonly username: string;
  readonly realname: string;
}

/** Users of the current tenant holding a role: add by username search or the popup picker, remove one by one. */
export function RoleUsersDrawer({ roleId, roleName, onClose }: { readonly roleId: string; readonly roleName: string; readonly onClose: () => void }) {
  const { t } = useTranslation(['system', 'crud', 'popup']);
  const { action, options, setOptions, chosen, setChosen, search, run, add } = useMemberEditing((ids) => adminApi.addRoleUsers(roleId, ids));
  const [picking, setPicking] = useState(false);

  return (
    <Drawer open width={700} title={t('system:role.usersOf', { name: roleName })} onClose={onClose} destroyOnClose>
      <Space style={{ marginBottom: 16 }}>
        <Select
          mode="multiple"
          showSearch
          filterOption={false}
          style={{ width: 360 }}
          placeholder={t('system:role.findUsers')}
          options={options}
          value={chosen}
          onChange={setChosen}
          onSearch={(text) => void search(text)}
          onFocus={() => void search('')}
        />
        <Button onClick={() => setPicking(true)} data-testid="role-users-pick">
          {t('popup:chooseFromList')}
        </Button>
        <Button type="primary" onClick={add}>
          {t('system:role.addUsers')}
        </Button>
      </Space>
      <PopupPicker
        open={picking}
        title={t('popup:chooseUsers')}
        manifest={userResource}
        orgFields="id"
        destFields="userIds"
        onClose={() => setPicking(false)}
        onOk={(values, rows) => {
          setOptions(rows.map((u) => userOption({ id: u.id, username: String(u['username']), realname: String(u['realname']) })));
          setChosen(values['userIds']!.split(','));
        }}
      />
      <ProTable<Member>
        rowKey="id"
        actionRef={action}
        search={false}
        options={false}
        columns={[
          { title: t('system:user.username'), dataIndex: 'username' },
          { title: t('system:user.realname'), dataIndex: 'realname' },
          {
            title: t('crud:actions'),
            valueType: 'option',
            render: (_, row) => (
              <Popconfirm title={t('system:role.confirmRemoveUser')} onConfirm={() => run(() => adminApi.removeRoleUser(roleId, row.id))}>
                <a>{t('system:role.removeUser')}</a>
              </Popconfirm>
            ),
          },
        ]}
        request={async (params) => {
          const page = await adminApi.roleUsers(roleId, params.current ?? 1, params.pageSize ?? 10);
          return { data: [...page.records], total: page.total, success: true };
        }}
      />
    </Drawer>
  );
}
