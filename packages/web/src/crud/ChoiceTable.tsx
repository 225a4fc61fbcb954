import { choiceSelect } from './choiceSelect';
import type { FieldInput } from './ResourceForm';
import { ResourceTable, type ResourceTableProps } from './ResourceTable';
import type { FieldChoices } from './useFieldColumns';

export interface ChoiceTableProps extends Omit<ResourceTableProps, 'fieldInput' | 'searchChoices'> {
  /** Fields whose value is a row of another page (an id), with that page's rows to pick from. */
  readonly choices: FieldChoices;
  /** Test ids of the pickers: `{prefix}-{field}`. */
  readonly testIdPrefix: string;
  /** Whether a picked row can be cleared again (the field is optional). */
  readonly clearable?: boolean;
}

/** The generic table of a manifest whose id fields are picked by name from lists, in the form and in the search. */
export function ChoiceTable({ choices, testIdPrefix, clearable, ...table }: ChoiceTableProps) {
  const fieldInput: FieldInput = (field, props) => {
    const options = choices[field.name];
    return options ? choiceSelect(props, options, { testIdPrefix, clearable }) : undefined;
  };
  return <ResourceTable {...table} fieldInput={fieldInput} searchChoices={choices} />;
}
