import type { ResourceManifest } from '@agvs/contract';
import { ProFormSelect } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { FieldInput } from '../../crud/ResourceForm';
import { ResourceTable, type ResourceTableProps } from '../../crud/ResourceTable';
import { CHOICE_OF, useLinesideOptions } from './useLinesideOptions';

/**
 * A line-side page that is its manifest: the generic table under lineside:{entity}.title, with
 * rows named by id (workplace, part number, line...) chosen from lists instead of typed.
 */
export function LinesideList({ manifest, entity, ...rest }: Omit<ResourceTableProps, 'title' | 'manifest'> & { readonly manifest: ResourceManifest; readonly entity: string }) {
  const { t } = useTranslation('lineside');
  const options = useLinesideOptions();
  const fieldInput: FieldInput = (field, props) => {
    const source = CHOICE_OF[field.name];
    if (!source) return undefined;
    return (
      <ProFormSelect
        name={props.name}
        label={props.label}
        rules={props.rules}
        disabled={props.disabled}
        options={[...options[source]]}
        showSearch
        fieldProps={{ optionFilterProp: 'label', 'data-testid': `les-${field.name}` } as object}
      />
    );
  };
  const searchChoices = Object.fromEntries(Object.entries(CHOICE_OF).map(([field, source]) => [field, options[source]]));
  return <ResourceTable manifest={manifest} title={t(`${entity}.title`)} testId={`${manifest.key}-table`} fieldInput={fieldInput} searchChoices={searchChoices} {...rest} />;
}
