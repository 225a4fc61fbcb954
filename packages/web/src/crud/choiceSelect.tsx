import { ProFormSelect } from '@ant-design/pro-components';
import type { FieldInputProps } from './ResourceForm';

export interface ChoiceSelectOptions {
  /** Test id of the picker: `{testIdPrefix}-{field}`. */
  readonly testIdPrefix: string;
  /** Offers a clear button (the field is optional). */
  readonly clearable?: boolean;
  readonly mode?: 'multiple';
}

/** A form field whose value is a row of another page (an id), picked by name from `options`. */
export function choiceSelect(props: FieldInputProps, options: readonly { readonly value: string; readonly label: string }[], { testIdPrefix, clearable, mode }: ChoiceSelectOptions) {
  return (
    <ProFormSelect
      name={props.name}
      label={props.label}
      rules={props.rules}
      disabled={props.disabled}
      options={[...options]}
      showSearch
      mode={mode}
      fieldProps={{ optionFilterProp: 'label', ...(clearable ? { allowClear: true } : {}), 'data-testid': `${testIdPrefix}-${props.name}` } as object}
    />
  );
}
