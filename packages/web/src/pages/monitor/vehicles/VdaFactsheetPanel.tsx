import { VdaCalls } from '@agvs/contract';
import { useQuery } from '@tanstack/react-query';
import { Col, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../api/call';
import { VdaFactsheetView } from '../../agv/records/vda/VdaFactsheetView';

/** In the AGV dialog of a VDA 5050 vehicle: what its last factsheet said (docs/vda5050.md "Factsheet"). */
export function VdaFactsheetPanel({ agvUid }: { readonly agvUid: string }) {
  const { t, i18n } = useTranslation('agvRecords');
  const factsheet = useQuery({ queryKey: ['vdaFactsheet', agvUid], queryFn: () => callApi(VdaCalls.vehicleFactsheet, { query: { agvUid } }) });
  if (factsheet.isLoading) return null;
  const f = factsheet.data;
  return (
    <Col span={24} data-testid="agv-vda-factsheet">
      <Typography.Text strong>{t('vdaStatus.factsheet')}</Typography.Text>{' '}
      <Typography.Text type="secondary">{f ? new Date(f.receivedAt).toLocaleString(i18n.language.replace('_', '-')) : t('vdaStatus.noFactsheet')}</Typography.Text>
      {f && <VdaFactsheetView factsheet={f} />}
    </Col>
  );
}
