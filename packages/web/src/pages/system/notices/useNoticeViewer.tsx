import type { UserAnnouncement } from '@agvs/contract';
import { useState } from 'react';
import { AnnouncementViewer } from './AnnouncementViewer';
import { noticeApi } from './noticeApi';
import { useNoticeStore } from './noticeStore';

/** Opens an announcement in the viewer and marks it read (the bell and lists reload). */
export function useNoticeViewer() {
  const [shown, setShown] = useState<UserAnnouncement | null>(null);
  const show = async (notice: UserAnnouncement) => {
    setShown(notice);
    if (notice.readFlag === '1') return;
    try {
      await noticeApi.markRead(notice.id);
    } finally {
      await useNoticeStore.getState().load();
    }
  };
  const viewer = shown ? <AnnouncementViewer notice={shown} onClose={() => setShown(null)} /> : null;
  return { show, viewer };
}
