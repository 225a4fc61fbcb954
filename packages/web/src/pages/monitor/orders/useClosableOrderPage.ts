import type { PageResult } from '@agvs/contract';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { useEffect, useState, type Key } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback';
import { showFailure } from '../../../api/request';
import { needsPaging, ORDER_PAGE_SIZE } from './logic/orderRules';

interface Options<Row> {
  readonly queryKey: QueryKey;
  readonly fetchPage: (pageNo: number) => Promise<PageResult<Row>>;
  readonly closeOne: (id: string) => Promise<unknown>;
  readonly closeMany: (ids: readonly string[]) => Promise<unknown>;
  /** Message key (monitorOrders) shown once rows are closed. */
  readonly closedMessage: string;
}

/**
 * One page of open orders with row selection and closing, shared by the transport-order and
 * call-order tables of the order list dialog (5 per page, paging only above 5).
 */
export function useClosableOrderPage<Row>({ queryKey, fetchPage, closeOne, closeMany, closedMessage }: Options<Row>) {
  const { t } = useTranslation('monitorOrders');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<string[]>([]);
  const list = useQuery({ queryKey: [...queryKey, pageNo], queryFn: () => fetchPage(pageNo) });
  const total = list.data?.total ?? 0;
  // Closing the last rows of a later page falls back to the first page.
  useEffect(() => {
    if (pageNo > 1 && list.data && list.data.records.length === 0) setPageNo(1);
  }, [pageNo, list.data]);

  const close = async (ids: readonly string[]) => {
    if (ids.length === 0) {
      feedback.message.warning(t('plsSelectRecord'));
      return;
    }
    try {
      await (ids.length === 1 ? closeOne(ids[0]!) : closeMany(ids));
      feedback.message.success(t(closedMessage));
      setSelected((current) => current.filter((id) => !ids.includes(id)));
      await list.refetch();
    } catch (error) {
      showFailure(error, t('closeFailed'));
    }
  };

  const pagination: TablePaginationConfig | false = needsPaging(total)
    ? { current: pageNo, pageSize: ORDER_PAGE_SIZE, total, showSizeChanger: false }
    : false;

  return {
    list,
    rows: [...(list.data?.records ?? [])],
    pagination,
    setPageNo,
    close,
    rowSelection: { selectedRowKeys: selected, onChange: (keys: readonly Key[]) => setSelected(keys.map(String)) },
    tableBar: { selected, onRefresh: () => void list.refetch(), onClose: (ids: readonly string[]) => void close(ids) },
  };
}
