import type { UserAnnouncement } from '@agvs/contract';
import { Button, Modal, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PriorityTag } from './PriorityTag';

/**
 * Announcement viewer (SPEC §2): modal 60% wide and 80% high with the HTML content (sanitised by
 * the server on write); openType url opens the address, component opens the console page.
 */
export function AnnouncementViewer({ notice, onClose }: { readonly notice: UserAnnouncement; readonly onClose: () => void }) {
  const { t } = useTranslation('notice');
  const navigate = useNavigate();
  const open = () => {
    if (!notice.openPage) return;
    if (notice.openType === 'url') window.open(notice.openPage, '_blank', 'noopener,noreferrer');
    else {
      onClose();
      void navigate(notice.openPage);
    }
  };
  return (
    <Modal
      open
      width="60%"
      style={{ top: '10vh' }}
      styles={{ content: { height: '80vh', display: 'flex', flexDirection: 'column' }, body: { flex: 1, overflow: 'auto' } }}
      title={notice.titile}
      onCancel={onClose}
      footer={
        <Space>
          {notice.openType && notice.openPage && (
            <Button type="primary" data-testid="notice-open-page" onClick={open}>
              {t('viewer.open')}
            </Button>
          )}
          <Button onClick={onClose}>{t('viewer.close')}</Button>
        </Space>
      }
      data-testid="notice-viewer"
    >
      <Space size="middle" wrap style={{ marginBottom: 12 }}>
        <PriorityTag priority={notice.priority} />
        <Typography.Text type="secondary">{t('viewer.sender', { sender: notice.sender ?? '-' })}</Typography.Text>
        <Typography.Text type="secondary">{dayjs(notice.sendTime ?? notice.createTime).format('YYYY-MM-DD HH:mm:ss')}</Typography.Text>
      </Space>
      <div className="agvs-notice-content" dangerouslySetInnerHTML={{ __html: notice.msgContent }} />
    </Modal>
  );
}
