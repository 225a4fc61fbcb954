import type { ResourceManifest } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { choiceSelect } from '../../../crud/choiceSelect';
import type { FieldInput, FieldInputProps } from '../../../crud/ResourceForm';
import { ResourceTable, type ResourceTableProps } from '../../../crud/ResourceTable';
import type { Choice } from './rowChoices';

/** A select of rows naming a parent (a brand, a class, a map) by id. */
export function choiceInput(props: FieldInputProps, options: readonly Choice[], extra: { mode?: 'multiple' } = {}) {
  return choiceSelect(props, options, { testIdPrefix: 'agv-vehicles', ...extra });
}

/** A vehicle-side AGV page: the generic table of its manifest under agvVehicles:{entity}.title. */
export function VehicleSideList({ manifest, entity, fieldInput, ...rest }: Omit<ResourceTableProps, 'title' | 'manifest'> & { readonly manifest: ResourceManifest; readonly entity: string; readonly fieldInput?: FieldInput }) {
  const { t } = useTranslation('agvVehicles');
  return <ResourceTable manifest={manifest} title={t(`${entity}.title`)} testId={`${manifest.key}-table`} fieldInput={fieldInput} {...rest} />;
}
