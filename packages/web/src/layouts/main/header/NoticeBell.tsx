import { BellOutlined } from '@ant-design/icons';
import type { UserAnnouncement } from '@agvs/contract';
import { Badge, Button, Empty, List, Popover, Tabs, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useNoticeStore } from '../../../pages/system/notices/noticeStore';
import { PriorityTag } from '../../../pages/system/notices/PriorityTag';
import { useNoticeChannel } from '../../../pages/system/notices/useNoticeChannel';
import { useNoticeViewer } from '../../../pages/system/notices/useNoticeViewer';

/** Where 'view more' leads: the user's announcements (menu entry of the seed). */
const MY_NOTICES_PATH = '/account/notice';

/**
 * Notice bell (SPEC §2): 300 px popover, badge of the unread total, tabs of announcements and
 * system messages; an item opens the viewer and is marked read. Kept current by the
 * notification socket (reload on 'topic'/'user', poll while the socket is down).
 */
export function NoticeBell() {
  const { t } = useTranslation(['layout', 'notice']);
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const unread = useNoticeStore((s) => s.unread);
  const { show, viewer } = useNoticeViewer();
  useNoticeChannel();

  const total = (unread?.anntMsgTotal ?? 0) + (unread?.sysMsgTotal ?? 0);
  const list = (items: readonly UserAnnouncement[], testId: string) => (
    <>
      {items.length ? (
        <List
          size="small"
          data-testid={testId}
          style={{ maxHeight: 320, overflow: 'auto' }}
          dataSource={[...items]}
          renderItem={(item) => (
            <List.Item
              style={{ cursor: 'pointer' }}
              data-testid="notice-item"
              onClick={() => {
                setOpen(false);
                void show(item);
              }}
              extra={<PriorityTag priority={item.priority} />}
            >
              <List.Item.Meta
                title={<Typography.Text ellipsis>{item.titile}</Typography.Text>}
                description={dayjs(item.createTime).format('YYYY-MM-DD HH:mm:ss')}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('layout:notice.empty')} />
      )}
      <div style={{ textAlign: 'center', paddingTop: 8 }}>
        <a
          data-testid="notice-more"
          onClick={() => {
            setOpen(false);
            void navigate(MY_NOTICES_PATH);
          }}
        >
          {t('notice:bell.viewMore')}
        </a>
      </div>
    </>
  );

  return (
    <>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={open}
        onOpenChange={setOpen}
        overlayStyle={{ width: 300 }}
        content={
          <Tabs
            size="small"
            items={[
              {
                key: 'announcements',
                label: `${t('layout:notice.announcements')} (${unread?.anntMsgTotal ?? 0})`,
                children: list(unread?.anntMsgList ?? [], 'notice-announcements'),
              },
              {
                key: 'system',
                label: `${t('layout:notice.system')} (${unread?.sysMsgTotal ?? 0})`,
                children: list(unread?.sysMsgList ?? [], 'notice-system'),
              },
            ]}
          />
        }
      >
        <Button type="text" aria-label={t('layout:notice.title')} data-testid="notice-bell">
          <Badge count={total} size="small" data-testid="notice-count">
            <BellOutlined className="agvs-header-icon" />
          </Badge>
        </Button>
      </Popover>
      {viewer}
    </>
  );
}
