import type { NoticeListByUser } from '@agvs/contract';
import { create } from 'zustand';
import { noticeApi } from './noticeApi';

interface NoticeState {
  /** The caller's unread notices as last loaded. */
  readonly unread: NoticeListByUser | null;
  /** Grows on every load, so pages showing notices know to reload too. */
  readonly version: number;
  load(): Promise<void>;
  clear(): void;
}

export const useNoticeStore = create<NoticeState>()((set) => ({
  unread: null,
  version: 0,
  load: async () => {
    try {
      const unread = await noticeApi.listByUser();
      set((state) => ({ unread, version: state.version + 1 }));
    } catch {
      // HTTP failures are already shown by the request layer; the next socket message or poll retries.
    }
  },
  clear: () => set({ unread: null }),
}));
