import { Perm, WarehouseCalls, type StockRow } from '@agvs/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Input, Select, Space, Table } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/call';
import { feedback } from '../../app/feedback';
import { usePermission } from '../../session/usePermission';
import { BookingDialog, type BookingKind } from './BookingDialog';
import { useWmsOptions, WMS_OPTIONS_KEY } from './useWmsOptions';

const StockChart = lazy(() => import('./StockChart'));

const BOOKINGS: readonly { readonly kind: BookingKind; readonly perm: string }[] = [
  { kind: 'inbound', perm: Perm.wmsBookInbound },
  { kind: 'outbound', perm: Perm.wmsBookOutbound },
  { kind: 'transfer', perm: Perm.wmsBookTransfer },
  { kind: 'adjust', perm: Perm.wmsBookAdjust },
];

/** Stock by warehouse, location, bin, part and lot, with a chart per location and the console's bookings. */
export default function StockPage() {
  const { t } = useTranslation('warehouse');
  const can = usePermission();
  const client = useQueryClient();
  const options = useWmsOptions();
  const [warehouseId, setWarehouseId] = useState<string | undefined>();
  const [partNo, setPartNo] = useState('');
  const [booking, setBooking] = useState<BookingKind | null>(null);
  const query = { ...(warehouseId ? { warehouseId } : {}), ...(partNo.trim() ? { partNo: partNo.trim() } : {}) };
  const stock = useQuery({ queryKey: ['wms', 'stock', query], queryFn: () => callApi(WarehouseCalls.stock, { query }) });
  const rows = stock.data?.rows ?? [];
  const booked = () => {
    setBooking(null);
    void feedback.message.success(t('booking.done'));
    void client.invalidateQueries({ queryKey: ['wms'] });
    void client.invalidateQueries({ queryKey: WMS_OPTIONS_KEY });
  };
  return (
    <Card
      title={t('stock.title')}
      extra={
        <Space wrap>
          {BOOKINGS.filter((b) => can(b.perm)).map((b) => (
            <Button key={b.kind} type={b.kind === 'inbound' ? 'primary' : 'default'} disabled={!options} onClick={() => setBooking(b.kind)} data-testid={`wms-book-${b.kind}`}>
              {t(`booking.${b.kind}`)}
            </Button>
          ))}
        </Space>
      }
    >
      <Space wrap style={{ marginBottom: 16 }}>
        <Select
          allowClear
          style={{ minWidth: 220 }}
          placeholder={t('stock.allWarehouses')}
          value={warehouseId}
          onChange={setWarehouseId}
          options={(options?.warehouses ?? []).map((w) => ({ value: w.id, label: `${w.code} · ${w.name ?? ''}` }))}
          data-testid="wms-stock-warehouse"
        />
        <Input.Search allowClear placeholder={t('stock.partNo')} onSearch={setPartNo} style={{ width: 220 }} data-testid="wms-stock-part" />
      </Space>
      {stock.data?.truncated && <Alert type="warning" showIcon message={t('stock.truncated')} style={{ marginBottom: 12 }} />}
      {rows.length > 0 && (
        <Suspense fallback={null}>
          <StockChart rows={rows} otherLabel={t('stock.otherParts')} />
        </Suspense>
      )}
      <Table<StockRow>
        rowKey={(r) => `${r.binId}|${r.partNo}|${r.lotNo}`}
        size="small"
        loading={stock.isLoading}
        dataSource={rows}
        pagination={{ pageSize: 50, showSizeChanger: false }}
        data-testid="wms-stock-table"
        columns={[
          { title: t('stock.warehouse'), dataIndex: 'warehouseCode' },
          { title: t('stock.location'), dataIndex: 'locationCode' },
          { title: t('stock.bin'), dataIndex: 'binCode' },
          { title: t('stock.partNo'), dataIndex: 'partNo' },
          { title: t('stock.lotNo'), dataIndex: 'lotNo' },
          { title: t('stock.quantity'), dataIndex: 'quantity', align: 'right' },
          { title: t('stock.containers'), dataIndex: 'containers', align: 'right' },
        ]}
        summary={() =>
          rows.length ? (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={5}>
                {t('stock.total')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={5} align="right">
                {rows.reduce((n, r) => n + r.quantity, 0)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={6} />
            </Table.Summary.Row>
          ) : null
        }
      />
      {booking && options && <BookingDialog kind={booking} options={options} onClose={() => setBooking(null)} onBooked={booked} />}
    </Card>
  );
}
