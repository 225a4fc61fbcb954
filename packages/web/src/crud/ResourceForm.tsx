import { writableFields, type ResourceField, type ResourceManifest } from '@agvs/contract';
import { ModalForm, ProFormDatePicker, ProFormDigit, ProFormSelect, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import type { Rule } from 'antd/es/form';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../api/ApiError';
import { feedback } from '../app/feedback';
import { showFailure } from '../api/request';
import { useDict } from '../session/useDict';
import { fieldRules } from './formRules';
import type { ResourceApi, ResourceRow } from './resourceApi';

export interface ResourceFormProps {
  readonly manifest: ResourceManifest;
  readonly api: ResourceApi;
  /** The row being edited; absent to add. */
  readonly record?: ResourceRow;
  readonly open: boolean;
  readonly onOpenChange: (open: boolean) => void;
  readonly onSaved: () => void;
  /** Entity-specific inputs after the manifest's fields (e.g. a user's roles). */
  readonly extra?: ReactNode;
  readonly extraInitial?: Record<string, unknown>;
  /** Values the form always sends (e.g. the dictionary of an item). */
  readonly fixed?: Record<string, unknown>;
  /** A page's own input for a field (e.g. a select of server-given choices); undefined keeps the default. */
  readonly fieldInput?: FieldInput;
}

/** What a page's own field input receives: the field's name, translated label, rules and state. */
export interface FieldInputProps {
  readonly name: string;
  readonly label: string;
  readonly rules: Rule[];
  readonly disabled: boolean;
}
export type FieldInput = (field: ResourceField, props: FieldInputProps) => ReactNode | undefined;

function DictSelect({ field, rules, disabled }: { field: ResourceField; rules: Rule[]; disabled: boolean }) {
  const { t } = useTranslation();
  const items = useDict(field.dict ?? '');
  return (
    <ProFormSelect
      name={field.name}
      label={t(field.label)}
      rules={rules}
      disabled={disabled}
      options={items.map((i) => ({ value: i.value, label: i.text }))}
    />
  );
}

/** Add/edit form of a manifest: SPEC §5 rules per field and the server's duplicate check on unique fields. */
export function ResourceForm({ manifest, api, record, open, onOpenChange, onSaved, extra, extraInitial, fixed, fieldInput }: ResourceFormProps) {
  const { t } = useTranslation(['crud']);
  const mode = record ? 'edit' : 'add';
  const fields = writableFields(manifest, 'add').filter((f) => !(fixed && f.name in fixed));

  const rulesOf = (field: ResourceField): Rule[] => {
    const rules: Rule[] = fieldRules(field, mode).map((r) => ({
      required: r.required,
      whitespace: r.whitespace,
      min: r.min,
      max: r.max,
      pattern: r.pattern,
      message: t(`crud:${r.messageKey}`, { ...r.values, label: t(field.label) }),
    }));
    if (field.unique) {
      rules.push({
        validator: async (_rule, value: unknown) => {
          if (value === undefined || value === null || String(value) === '') return;
          try {
            await api.duplicateCheck(field.name, String(value), record?.id);
          } catch (err) {
            // SPEC §5: duplicate-value checks show the server's message.
            throw new Error(err instanceof ApiError ? err.message : t('crud:rule.duplicate'));
          }
        },
        validateTrigger: 'onBlur',
      });
    }
    return rules;
  };

  const input = (field: ResourceField) => {
    const disabled = mode === 'edit' && Boolean(field.createOnly);
    const common = {
      name: field.name,
      label: t(field.label),
      rules: disabled ? [] : rulesOf(field),
      disabled,
      // The duplicate check asks the server when the input loses focus, not on every key.
      formItemProps: field.unique ? { validateTrigger: ['onChange', 'onBlur'] } : undefined,
    };
    const own = fieldInput?.(field, { name: common.name, label: common.label, rules: common.rules, disabled });
    if (own !== undefined) return <Fragment key={field.name}>{own}</Fragment>;
    // A password set once (a user's) is changed elsewhere; an optional secret (a data source's) may be retyped, empty keeps it.
    if (field.type === 'password' && mode === 'edit' && field.createOnly) return null;
    if (field.type === 'password') return <ProFormText.Password key={field.name} {...common} />;
    if (field.type === 'dict') return <DictSelect key={field.name} field={field} rules={common.rules} disabled={disabled} />;
    if (field.type === 'date') return <ProFormDatePicker key={field.name} {...common} />;
    if (field.type === 'int') return <ProFormDigit key={field.name} {...common} fieldProps={{ precision: 0 }} />;
    if (field.multiline) return <ProFormTextArea key={field.name} {...common} fieldProps={{ autoSize: { minRows: 4, maxRows: 16 } }} />;
    return <ProFormText key={field.name} {...common} />;
  };

  const initial = record ? { ...Object.fromEntries(fields.map((f) => [f.name, record[f.name] == null ? undefined : f.type === 'int' ? Number(record[f.name]) : String(record[f.name])])), ...extraInitial } : extraInitial;

  return (
    <ModalForm
      title={t(mode === 'add' ? 'crud:add' : 'crud:edit')}
      open={open}
      onOpenChange={onOpenChange}
      initialValues={initial}
      modalProps={{ destroyOnClose: true, maskClosable: false }}
      submitter={{ submitButtonProps: { 'data-testid': 'crud-submit' } as Record<string, string> }}
      dateFormatter="string"
      onFinish={async (values: Record<string, unknown>) => {
        const body: Record<string, unknown> = { ...values, ...fixed };
        // A cleared optional field is sent empty so the server clears it.
        for (const field of fields) if (body[field.name] === undefined && mode === 'edit' && !field.createOnly) body[field.name] = '';
        try {
          if (record) await api.edit({ ...body, id: record.id });
          else await api.add(body);
          feedback.message.success(t('crud:saved'));
          onSaved();
          return true;
        } catch (err) {
          showFailure(err, t('crud:saveFailed'));
          return false;
        }
      }}
    >
      {fields.map(input)}
      {extra}
    </ModalForm>
  );
}
