import type { ResourceManifest } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { ResourceTable, type ResourceTableProps } from '../../../crud/ResourceTable';

/** An AGV record page that is just its manifest: the generic table under its title (agvRecords:{entity}.title). */
export function RecordList({ manifest, entity, ...rest }: Omit<ResourceTableProps, 'title' | 'manifest'> & { readonly manifest: ResourceManifest; readonly entity: string }) {
  const { t } = useTranslation('agvRecords');
  return <ResourceTable manifest={manifest} title={t(`${entity}.title`)} testId={`${manifest.key}-table`} {...rest} />;
}
