import { lesRequireOrderLogResource } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Table } from 'antd';
import type { TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../crud/resourceApi';
import { StatusTag } from './StatusTag';

const REASONS = new Set(['created', 'released', 'delivered', 'transportClosed', 'cancelled']);

/** A log reason as stored ("released:DO123", "cancelled:line stopped") in the reader's words. */
export function reasonText(t: TFunction, reason: string): string {
  const at = reason.indexOf(':');
  const code = at < 0 ? reason : reason.slice(0, at);
  const detail = at < 0 ? '' : reason.slice(at + 1);
  if (!REASONS.has(code)) return reason;
  const text = t(`lineside:reason.${code}`);
  if (!detail) return text;
  return `${text}: ${code === 'created' ? t(`lineside:source.${detail}`, { defaultValue: detail }) : detail}`;
}

/** Every state change of one require order, oldest first: when, from and to which state, why, by whom. */
export function RequireOrderLog({ requireOrderId }: { readonly requireOrderId: string }) {
  const { t } = useTranslation('lineside');
  const api = useMemo(() => resourceApi(lesRequireOrderLogResource), []);
  const rows = useQuery({ queryKey: ['les-require-log', requireOrderId], queryFn: () => api.list({ requireOrderId, pageNo: 1, pageSize: 200, column: 'createTime', order: 'asc' }) });
  return (
    <Table
      rowKey="id"
      size="small"
      data-testid="les-require-log"
      loading={rows.isLoading}
      pagination={false}
      dataSource={[...(rows.data?.records ?? [])]}
      columns={[
        { title: t('requireOrderLog.createTime'), dataIndex: 'createTime', render: (v: unknown) => (typeof v === 'number' || typeof v === 'string' ? new Date(v).toLocaleString() : '') },
        { title: t('requireOrderLog.fromStatus'), dataIndex: 'fromStatus', render: (v: unknown) => <StatusTag dict="les_require_status" value={v} /> },
        { title: t('requireOrderLog.toStatus'), dataIndex: 'toStatus', render: (v: unknown) => <StatusTag dict="les_require_status" value={v} /> },
        { title: t('requireOrderLog.reason'), dataIndex: 'reason', render: (v: unknown) => reasonText(t, String(v ?? '')) },
        { title: t('requireOrderLog.createBy'), dataIndex: 'createBy' },
      ]}
    />
  );
}
