import { TOKEN_TTL_MS, type DictItem } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dictApi } from '../api/dict';
import { useSessionStore } from './sessionStore';

/**
 * Items of a dictionary: from the session's cache (loaded at sign-in, kept 7 days, refreshed by
 * "clean cache"), else asked for once per language.
 */
export function useDict(code: string): readonly DictItem[] {
  const cached = useSessionStore((state) => state.session?.dicts[code]);
  const { i18n } = useTranslation();
  const fetched = useQuery({
    queryKey: ['dict', code, i18n.language],
    queryFn: () => dictApi.items(code),
    enabled: !cached,
    staleTime: TOKEN_TTL_MS,
  });
  return cached ?? fetched.data ?? [];
}

export function dictItem(items: readonly DictItem[], value: unknown): DictItem | undefined {
  return value === null || value === undefined ? undefined : items.find((item) => item.value === String(value));
}
