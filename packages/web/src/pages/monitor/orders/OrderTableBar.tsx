import type { PermCode } from '@agvs/contract';
import { Button, Popconfirm, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { Authorized } from '../../../components/Authorized';

/**
 * The bar above an order table: its title, refresh, and closing the selected rows (for those
 * who may close). With nothing selected the close button still answers, with the "select first" hint.
 */
export function OrderTableBar({
  title,
  testId,
  closePerm,
  selected,
  onRefresh,
  onClose,
}: {
  readonly title: string;
  readonly testId: string;
  readonly closePerm: PermCode;
  readonly selected: readonly string[];
  readonly onRefresh: () => void;
  readonly onClose: (ids: readonly string[]) => void;
}) {
  const { t } = useTranslation('monitorOrders');
  return (
    <Space className="mmo-table-bar">
      <b>{title}</b>
      <Button size="small" onClick={onRefresh} data-testid={`${testId}-refresh`}>
        {t('refresh')}
      </Button>
      <Authorized code={closePerm}>
        <Popconfirm title={t('confirmCloseSelected')} disabled={selected.length === 0} onConfirm={() => onClose(selected)}>
          <Button size="small" danger onClick={() => selected.length === 0 && onClose([])} data-testid={`${testId}-close-batch`}>
            {t('closeSelected')}
          </Button>
        </Popconfirm>
      </Authorized>
    </Space>
  );
}
