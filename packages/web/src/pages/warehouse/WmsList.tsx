import type { ResourceField, ResourceManifest } from '@agvs/contract';
import { ProFormSelect } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { FieldInput } from '../../crud/ResourceForm';
import { ResourceTable, type ResourceTableProps } from '../../crud/ResourceTable';
import { choicesOf, useWmsOptions } from './useWmsOptions';

/**
 * A warehouse page that is its manifest: the generic table under warehouse:{entity}.title, with
 * the rows a field names (layout, device, warehouse, location, bin) chosen from a list.
 */
export function WmsList({ manifest, entity, ...rest }: Omit<ResourceTableProps, 'title' | 'manifest'> & { readonly manifest: ResourceManifest; readonly entity: string }) {
  const { t } = useTranslation('warehouse');
  const choices = choicesOf(useWmsOptions());
  const fieldInput: FieldInput = (field: ResourceField, props) => {
    const options = choices[field.name];
    if (!options) return undefined;
    return (
      <ProFormSelect
        name={props.name}
        label={props.label}
        rules={props.rules}
        disabled={props.disabled}
        options={options}
        showSearch
        fieldProps={{ optionFilterProp: 'label', allowClear: true, 'data-testid': `wms-${field.name}` } as object}
      />
    );
  };
  return (
    <ResourceTable
      manifest={manifest}
      title={t(`${entity}.title`)}
      testId={`${manifest.key}-table`}
      fieldInput={fieldInput}
      searchChoices={choices}
      {...rest}
    />
  );
}
