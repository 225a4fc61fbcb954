import { ProTable } from '@ant-design/pro-components';
import { Button, Popconfirm, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PageResult } from '@agvs/contract';
import { useMemberEditing } from '../useMemberEditing';
import type { DepartMember } from './sysconfigApi';

export interface MemberCalls {
  readonly list: (pageNo: number, pageSize: number) => Promise<PageResult<DepartMember>>;
  readonly add: (userIds: readonly string[]) => Promise<unknown>;
  readonly remove: (userId: string) => Promise<unknown>;
}

/** Users linked to one department or tenant: add by username search, remove one by one. */
export function MemberList({ calls, testId }: { readonly calls: MemberCalls; readonly testId: string }) {
  const { t } = useTranslation(['systemPages', 'system', 'crud']);
  const { action, options, chosen, setChosen, search, run, add } = useMemberEditing(calls.add);

  return (
    <div data-testid={testId}>
      <Space style={{ margin: '16px 0' }}>
        <Select
          mode="multiple"
          showSearch
          filterOption={false}
          style={{ width: 320 }}
          placeholder={t('systemPages:members.findUsers')}
          options={options}
          value={chosen}
          onChange={setChosen}
          onSearch={(text) => void search(text)}
          onFocus={() => void search('')}
          data-testid={`${testId}-select`}
        />
        <Button type="primary" onClick={add} data-testid={`${testId}-add`}>
          {t('systemPages:members.addUsers')}
        </Button>
      </Space>
      <ProTable<DepartMember>
        rowKey="id"
        actionRef={action}
        search={false}
        options={false}
        columns={[
          { title: t('system:user.username'), dataIndex: 'username' },
          { title: t('system:user.realname'), dataIndex: 'realname' },
          { title: t('system:user.phone'), dataIndex: 'phone' },
          {
            title: t('crud:actions'),
            valueType: 'option',
            render: (_, row) => (
              <Popconfirm title={t('systemPages:members.confirmRemoveUser')} onConfirm={() => run(() => calls.remove(row.id))}>
                <a>{t('systemPages:members.removeUser')}</a>
              </Popconfirm>
            ),
          },
        ]}
        request={async (params) => {
          const page = await calls.list(params.current ?? 1, params.pageSize ?? 10);
          return { data: [...page.records], total: page.total, success: true };
        }}
      />
    </div>
  );
}
