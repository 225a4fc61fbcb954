import type { VdaFactsheetSummary } from '@agvs/contract';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';

/** What a vehicle's factsheet said, in its own units, and which fields of the vehicle's model it filled. */
export function VdaFactsheetView({ factsheet: f }: { readonly factsheet: VdaFactsheetSummary }) {
  const { t } = useTranslation('agvRecords');
  const unit = (v: number | null, u: string) => (v === null ? '—' : `${v} ${u}`);
  const items = [
    { key: 'version', label: t('vdaStatus.version'), children: f.version },
    { key: 'seriesName', label: t('vdaStatus.fs.seriesName'), children: f.seriesName ?? '—' },
    { key: 'seriesDescription', label: t('vdaStatus.fs.seriesDescription'), children: f.seriesDescription ?? '—' },
    { key: 'agvKinematic', label: t('vdaStatus.fs.agvKinematic'), children: f.agvKinematic ?? '—' },
    { key: 'agvClass', label: t('vdaStatus.fs.agvClass'), children: f.agvClass ?? '—' },
    { key: 'maxLoadMass', label: t('vdaStatus.fs.maxLoadMass'), children: unit(f.maxLoadMass, 'kg') },
    { key: 'speedMax', label: t('vdaStatus.fs.speedMax'), children: unit(f.speedMax, 'm/s') },
    { key: 'accelerationMax', label: t('vdaStatus.fs.accelerationMax'), children: unit(f.accelerationMax, 'm/s²') },
    { key: 'decelerationMax', label: t('vdaStatus.fs.decelerationMax'), children: unit(f.decelerationMax, 'm/s²') },
    { key: 'size', label: t('vdaStatus.fs.size'), children: `${unit(f.length, 'm')} × ${unit(f.width, 'm')} × ${unit(f.heightMax, 'm')}` },
    {
      key: 'modelFilled',
      label: t('vdaStatus.fs.modelFilled'),
      children: f.modelFilled.length ? f.modelFilled.map((k) => t(`agvVehicles:model.${k}`)).join(', ') : t('vdaStatus.fs.modelFilledNone'),
    },
  ];
  return <Descriptions size="small" column={2} items={items} data-testid="vda-factsheet" />;
}
