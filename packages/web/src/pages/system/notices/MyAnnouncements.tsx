import { DEFAULT_PAGE_SIZE, type UserAnnouncement } from '@agvs/contract';
import { ProTable, type ActionType, type ProColumns } from '@ant-design/pro-components';
import { Badge, Button } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { LIST_PAGINATION } from '../../../crud/listPagination';
import { dictItem, useDict } from '../../../session/useDict';
import { noticeApi } from './noticeApi';
import { useNoticeStore } from './noticeStore';
import { PriorityTag } from './PriorityTag';
import { useNoticeViewer } from './useNoticeViewer';

/** The signed-in user's announcements and system messages, read or not; mark all read. */
export default function MyAnnouncements() {
  const { t } = useTranslation(['notice', 'crud']);
  const action = useRef<ActionType>(undefined);
  const { show, viewer } = useNoticeViewer();
  const categories = useDict('msg_category');
  // A notice arriving or read elsewhere (bell, socket) shows here too.
  const version = useNoticeStore((s) => s.version);
  useEffect(() => {
    action.current?.reload();
  }, [version]);

  const readAll = async () => {
    try {
      await noticeApi.readAll();
      feedback.message.success(t('notice:allRead'));
      await useNoticeStore.getState().load();
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };

  const columns: ProColumns<UserAnnouncement>[] = [
    {
      title: t('notice:field.titile'),
      dataIndex: 'titile',
      render: (_, row) => (
        <a data-testid="my-notice-open" onClick={() => void show(row)}>
          {row.titile}
        </a>
      ),
    },
    { title: t('notice:field.msgCategory'), dataIndex: 'msgCategory', search: false, render: (_, row) => dictItem(categories, row.msgCategory)?.text ?? row.msgCategory },
    { title: t('notice:field.priority'), dataIndex: 'priority', search: false, render: (_, row) => <PriorityTag priority={row.priority} /> },
    { title: t('notice:field.sender'), dataIndex: 'sender', search: false },
    { title: t('notice:field.sendTime'), dataIndex: 'sendTime', search: false, render: (_, row) => (row.sendTime ? dayjs(row.sendTime).format('YYYY-MM-DD HH:mm:ss') : '-') },
    {
      title: t('notice:readFlag'),
      dataIndex: 'readFlag',
      valueType: 'select',
      valueEnum: { '0': { text: t('notice:unread') }, '1': { text: t('notice:read') } },
      render: (_, row) => <Badge status={row.readFlag === '1' ? 'default' : 'processing'} text={row.readFlag === '1' ? t('notice:read') : t('notice:unread')} />,
    },
  ];

  return (
    <>
      <ProTable<UserAnnouncement>
        rowKey="id"
        headerTitle={t('notice:myTitle')}
        actionRef={action}
        columns={columns}
        data-testid="my-notice-table"
        pagination={LIST_PAGINATION}
        toolBarRender={() => [
          <Button key="readAll" data-testid="my-notice-read-all" onClick={() => void readAll()}>
            {t('notice:readAll')}
          </Button>,
        ]}
        request={async (params) => {
          const page = await noticeApi.mine({
            pageNo: params.current ?? 1,
            pageSize: params.pageSize ?? DEFAULT_PAGE_SIZE,
            titile: params['titile'] || undefined,
            readFlag: params['readFlag'] || undefined,
          });
          return { data: [...page.records], total: page.total, success: true };
        }}
      />
      {viewer}
    </>
  );
}
