import { DatePicker, Select, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSiteChoices } from '../agv/site/siteChoices';
import { presetDays, type RangePreset } from './range';
import { usePlantZone } from './usePlantZone';

/**
 * The dashboard pages' filters: a range of whole days (with presets) and one layout or all.
 * `maxDays` keeps the picker within what the page's call accepts.
 */
export function RangeFilters({
  days,
  onDays,
  layoutId,
  onLayout,
  presets,
  maxDays,
  testIds,
}: {
  readonly days: [Dayjs, Dayjs];
  readonly onDays: (days: [Dayjs, Dayjs]) => void;
  readonly layoutId: string | undefined;
  readonly onLayout: (layoutId: string | undefined) => void;
  readonly presets: readonly RangePreset[];
  readonly maxDays?: number;
  readonly testIds: { readonly range: string; readonly layout: string };
}) {
  const { t } = useTranslation('dashboard');
  const { layouts } = useSiteChoices();
  const zone = usePlantZone();
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Typography.Text strong>{t('range')}</Typography.Text>
      <DatePicker.RangePicker
        data-testid={testIds.range}
        allowClear={false}
        value={days}
        disabledDate={maxDays ? (current, info) => !!info?.from && Math.abs(current.diff(info.from, 'day')) >= maxDays : undefined}
        onChange={(value) => value?.[0] && value[1] && onDays([value[0], value[1]])}
        presets={presets.map((p) => ({ label: t(`preset.${p}`), value: presetDays(p, zone) }))}
      />
      <Select
        allowClear
        showSearch
        optionFilterProp="label"
        style={{ minWidth: 240 }}
        value={layoutId}
        placeholder={t('allLayouts')}
        options={layouts}
        onChange={(value?: string) => onLayout(value || undefined)}
        data-testid={testIds.layout}
      />
    </Space>
  );
}
