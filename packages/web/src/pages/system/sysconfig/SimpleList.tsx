import type { ResourceManifest } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { ResourceTable, type ResourceTableProps } from '../../../crud/ResourceTable';

/** A system page that is just its manifest: the generic table under a translated title. */
export function SimpleList({ manifest, titleKey, ...rest }: Omit<ResourceTableProps, 'title' | 'manifest'> & { readonly manifest: ResourceManifest; readonly titleKey: string }) {
  const { t } = useTranslation('systemPages');
  return <ResourceTable manifest={manifest} title={t(titleKey)} testId={`${manifest.key}-table`} {...rest} />;
}
