import { Card, Space } from 'antd';
import type { ReactNode } from 'react';
import { Figures, SampleError, type Figure } from './Figures';
import { TrendChart } from './TrendChart';
import { SAMPLE_MS, useSamples, type SampleName, type Samples } from './useSamples';

/** A card with one line chart: each series reads its number from a sample. */
export interface SampleChart<T> {
  readonly title: string;
  readonly testId: string;
  readonly unit: string;
  readonly series: readonly { readonly name: string; readonly value: (sample: T) => number }[];
}

/**
 * A monitoring page that polls one endpoint: the latest figures on top, then a chart card per
 * trend, then whatever else the page shows of the latest sample.
 */
export function SamplesPage<K extends SampleName>({
  sample,
  intervalMs = SAMPLE_MS,
  figures,
  charts,
  children,
}: {
  /** The monitoring call to poll. */
  sample: K;
  intervalMs?: number;
  figures: (latest: Samples[K]) => readonly Figure[];
  charts: readonly SampleChart<Samples[K]>[];
  children?: (latest: Samples[K] | undefined) => ReactNode;
}) {
  const { latest, history, error } = useSamples(sample, intervalMs);
  const times = history.map((h) => h.at);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <SampleError error={error} />
      {latest && <Figures figures={figures(latest)} />}
      {charts.map((chart) => (
        <Card key={chart.testId} title={chart.title}>
          <TrendChart
            testId={chart.testId}
            unit={chart.unit}
            times={times}
            series={chart.series.map((s) => ({ name: s.name, values: history.map((h) => s.value(h.value)) }))}
          />
        </Card>
      ))}
      {children?.(latest)}
    </Space>
  );
}
