import { agvBrandResource, agvModelResource, MODEL_DIRECTIONS } from '@agvs/contract';
import { ProFormSelect } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { FieldInput } from '../../../crud/ResourceForm';
import { useRowChoices } from './rowChoices';
import { choiceInput, VehicleSideList } from './VehicleSideList';

/** AGV models: dimensions, footprint, speed, acceleration, rotation speed, battery, allowed directions. */
export default function AgvModelList() {
  const { t } = useTranslation('agvVehicles');
  const brands = useRowChoices(agvBrandResource, 'brandCode', 'brandName');
  const fieldInput: FieldInput = (field, props) => {
    if (field.name === 'brandId') return choiceInput(props, brands);
    if (field.name !== 'allowedDirections') return undefined;
    // Stored comma-joined; chosen as a list.
    return (
      <ProFormSelect
        name={props.name}
        label={props.label}
        rules={props.rules}
        disabled={props.disabled}
        mode="multiple"
        options={MODEL_DIRECTIONS.map((d) => ({ value: d, label: t(`direction.${d}`) }))}
        convertValue={(value: unknown) => (typeof value === 'string' ? value.split(',').filter(Boolean) : (value as string[] | undefined)) as never}
        transform={(value: unknown) => ({ [props.name]: Array.isArray(value) ? value.join(',') : value })}
        fieldProps={{ 'data-testid': 'agv-vehicles-allowedDirections' } as object}
      />
    );
  };
  return <VehicleSideList manifest={agvModelResource} entity="model" fieldInput={fieldInput} />;
}
