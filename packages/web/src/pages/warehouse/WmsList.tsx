import type { ResourceManifest } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceTable } from '../../crud/ChoiceTable';
import type { ResourceTableProps } from '../../crud/ResourceTable';
import { choicesOf, useWmsOptions } from './useWmsOptions';

/**
 * A warehouse page that is its manifest: the generic table under warehouse:{entity}.title, with
 * the rows a field names (layout, device, warehouse, location, bin) chosen from a list.
 */
export function WmsList({ manifest, entity, ...rest }: Omit<ResourceTableProps, 'title' | 'manifest'> & { readonly manifest: ResourceManifest; readonly entity: string }) {
  const { t } = useTranslation('warehouse');
  const choices = choicesOf(useWmsOptions());
  return <ChoiceTable manifest={manifest} title={t(`${entity}.title`)} testId={`${manifest.key}-table`} choices={choices} testIdPrefix="wms" clearable {...rest} />;
}
