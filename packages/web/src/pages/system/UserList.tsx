import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS, USER_SORT_COLUMNS, type UserRow } from '@agvs/contract';
import { ProTable, type ProColumns } from '@ant-design/pro-components';
import { Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { systemApi } from '../../api/system';
import { dictItem, useDict } from '../../session/useDict';

type SortColumn = (typeof USER_SORT_COLUMNS)[number];
const isSortColumn = (value: string): value is SortColumn => (USER_SORT_COLUMNS as readonly string[]).includes(value);

/** Users of the current tenant (GET /sys/user/list), searchable by username and real name. */
export default function UserList() {
  const { t } = useTranslation('pages');
  const sexes = useDict('sex');
  const statuses = useDict('user_status');
  const columns: ProColumns<UserRow>[] = [
    { title: t('users.username'), dataIndex: 'username', sorter: true },
    { title: t('users.realname'), dataIndex: 'realname', sorter: true },
    {
      title: t('users.sex'),
      dataIndex: 'sex',
      search: false,
      render: (_, row) => dictItem(sexes, row.sex)?.text ?? '-',
    },
    { title: t('users.phone'), dataIndex: 'phone', search: false },
    { title: t('users.email'), dataIndex: 'email', search: false },
    { title: t('users.birthday'), dataIndex: 'birthday', search: false },
    {
      title: t('users.status'),
      dataIndex: 'status',
      search: false,
      render: (_, row) => {
        const status = dictItem(statuses, row.status);
        return <Tag color={status?.color ?? undefined}>{status?.text ?? row.status}</Tag>;
      },
    },
    {
      title: t('users.createTime'),
      dataIndex: 'createTime',
      search: false,
      sorter: true,
      defaultSortOrder: 'descend',
      render: (_, row) => dayjs(row.createTime).format('YYYY-MM-DD HH:mm:ss'),
    },
  ];

  return (
    <ProTable<UserRow>
      rowKey="id"
      headerTitle={t('users.title')}
      columns={columns}
      data-testid="user-table"
      pagination={{ defaultPageSize: DEFAULT_PAGE_SIZE, pageSizeOptions: PAGE_SIZE_OPTIONS.map(String), showSizeChanger: true }}
      request={async (params, sort) => {
        const [field, direction] = Object.entries(sort)[0] ?? [];
        const page = await systemApi.users({
          pageNo: params.current,
          pageSize: params.pageSize,
          username: params.username || undefined,
          realname: params.realname || undefined,
          column: field && isSortColumn(field) ? field : undefined,
          order: direction === 'ascend' ? 'asc' : direction === 'descend' ? 'desc' : undefined,
        });
        return { data: [...page.records], total: page.total, success: true };
      }}
    />
  );
}
