import { announcementResource, NOTICE_SEND_STATUS, Perm, type UserAnnouncement } from '@agvs/contract';
import { Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { ResourceTable } from '../../../crud/ResourceTable';
import type { ResourceRow } from '../../../crud/resourceApi';
import { usePermission } from '../../../session/usePermission';
import { noticeApi } from './noticeApi';
import { ReceiverSelect } from './ReceiverSelect';
import { useNoticeViewer } from './useNoticeViewer';

const asNotice = (row: ResourceRow): UserAnnouncement => ({
  id: row.id,
  titile: String(row['titile'] ?? ''),
  sender: (row['sender'] as string | null) ?? null,
  sendTime: (row['sendTime'] as number | null) ?? null,
  createTime: Number(row['createTime']),
  priority: String(row['priority'] ?? 'L'),
  msgCategory: String(row['msgCategory'] ?? '1'),
  msgContent: String(row['msgContent'] ?? ''),
  openType: (row['openType'] as string | null) ?? null,
  openPage: (row['openPage'] as string | null) ?? null,
  // The administrator previews it: nothing to mark read.
  readFlag: '1',
});

/** Announcements of the tenant: the generic list plus preview, publish and revoke. */
export default function AnnouncementList() {
  const { t } = useTranslation(['notice', 'crud']);
  const can = usePermission();
  const { show, viewer } = useNoticeViewer();

  const act = async (action: 'publish' | 'revoke', id: string, reload: () => void) => {
    try {
      await noticeApi[action](id);
      feedback.message.success(t(action === 'publish' ? 'notice:published' : 'notice:revoked'));
      reload();
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };

  return (
    <>
      <ResourceTable
        manifest={announcementResource}
        title={t('notice:title')}
        testId="notice-table"
        formExtra={<ReceiverSelect />}
        formExtraInitial={(row) => ({ userIds: row?.['userIds'] ? String(row['userIds']).split(',') : [] })}
        rowActions={(row, reload) => [
          <a key="view" data-testid="notice-preview" onClick={() => void show(asNotice(row))}>
            {t('notice:preview')}
          </a>,
          can(Perm.noticePublish) && row['sendStatus'] !== NOTICE_SEND_STATUS.published && (
            <Popconfirm key="publish" title={t('notice:confirmPublish')} onConfirm={() => act('publish', row.id, reload)}>
              <a data-testid="notice-publish">{t('notice:publish')}</a>
            </Popconfirm>
          ),
          can(Perm.noticePublish) && row['sendStatus'] === NOTICE_SEND_STATUS.published && (
            <Popconfirm key="revoke" title={t('notice:confirmRevoke')} onConfirm={() => act('revoke', row.id, reload)}>
              <a data-testid="notice-revoke">{t('notice:revoke')}</a>
            </Popconfirm>
          ),
        ]}
      />
      {viewer}
    </>
  );
}
