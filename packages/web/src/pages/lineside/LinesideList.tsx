import type { ResourceManifest } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { ChoiceTable } from '../../crud/ChoiceTable';
import type { ResourceTableProps } from '../../crud/ResourceTable';
import { CHOICE_OF, useLinesideOptions } from './useLinesideOptions';

/**
 * A line-side page that is its manifest: the generic table under lineside:{entity}.title, with
 * rows named by id (workplace, part number, line...) chosen from lists instead of typed.
 */
export function LinesideList({ manifest, entity, ...rest }: Omit<ResourceTableProps, 'title' | 'manifest'> & { readonly manifest: ResourceManifest; readonly entity: string }) {
  const { t } = useTranslation('lineside');
  const options = useLinesideOptions();
  const choices = Object.fromEntries(Object.entries(CHOICE_OF).map(([field, source]) => [field, options[source]]));
  return <ChoiceTable manifest={manifest} title={t(`${entity}.title`)} testId={`${manifest.key}-table`} choices={choices} testIdPrefix="les" {...rest} />;
}
