import type { ReportQueryField } from '@agvs/contract';
import { Button, DatePicker, Form, Input, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { searchQuery, type FieldValue } from './reportQuery';

/** The search form of a report, built from its getQueryInfo fields. */
export function ReportSearch({ fields, onSearch }: { fields: readonly ReportQueryField[]; onSearch: (query: Record<string, string>) => void }) {
  const { t } = useTranslation('reports');
  const [form] = Form.useForm<Record<string, FieldValue>>();
  const submit = () => onSearch(searchQuery(fields, form.getFieldsValue()));
  return (
    <Form form={form} layout="inline" onFinish={submit} data-testid="report-search" style={{ rowGap: 12 }}>
      {fields.map((f) => (
        <Form.Item key={f.field} name={f.field} label={f.label}>
          {f.view === 'list' ? (
            <Select allowClear style={{ width: 160 }} data-testid={`report-field-${f.field}`} options={(f.options ?? []).map((o) => ({ value: o, label: t(`value.${o}`, { defaultValue: o }) }))} />
          ) : f.view === 'date' && f.mode === 'group' ? (
            <DatePicker.RangePicker data-testid={`report-field-${f.field}`} />
          ) : f.view === 'date' ? (
            <DatePicker data-testid={`report-field-${f.field}`} />
          ) : (
            <Input allowClear style={{ width: 180 }} data-testid={`report-field-${f.field}`} />
          )}
        </Form.Item>
      ))}
      <Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="report-search-submit">
            {t('search')}
          </Button>
          <Button
            onClick={() => {
              form.resetFields();
              submit();
            }}
          >
            {t('reset')}
          </Button>
        </Space>
      </Form.Item>
    </Form>
  );
}
