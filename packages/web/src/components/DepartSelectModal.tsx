import type { Depart, Tenant } from '@agvs/contract';
import { Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { testId } from './testId';

interface Choice {
  tenantId: number | null;
  orgCode: string | null;
}

export interface DepartSelectModalProps {
  readonly open: boolean;
  readonly tenants: readonly Tenant[];
  readonly departs: readonly Depart[];
  readonly initial: Choice;
  /** At sign-in the choice is required (SPEC §6), so the dialog cannot be dismissed. */
  readonly required?: boolean;
  /** Applies the choice; the dialog stays open while it runs and when it throws. */
  readonly onSubmit: (choice: Choice) => Promise<void>;
  readonly onCancel?: () => void;
}

/** Login tenant and department of a user who has several (SPEC §6). */
export function DepartSelectModal({ open, tenants, departs, initial, required = false, onSubmit, onCancel }: DepartSelectModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Choice>();
  const [saving, setSaving] = useState(false);
  const tenantId = Form.useWatch('tenantId', form) ?? initial.tenantId;
  const tenantDeparts = departs.filter((depart) => tenants.length <= 1 || depart.tenantId === tenantId);

  const submit = async () => {
    let choice: Choice;
    try {
      choice = await form.validateFields();
    } catch {
      return; // the form shows what is missing
    }
    setSaving(true);
    try {
      await onSubmit({ tenantId: choice.tenantId ?? initial.tenantId, orgCode: choice.orgCode ?? null });
    } catch {
      // onSubmit has told the user; the dialog stays open for another try.
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('settings:depart.title')}
      okText={t('common:ok')}
      cancelText={t('common:cancel')}
      onOk={() => void submit()}
      onCancel={required ? undefined : onCancel}
      closable={!required}
      maskClosable={false}
      keyboard={!required}
      cancelButtonProps={required ? { style: { display: 'none' } } : undefined}
      okButtonProps={testId('depart-select-submit')}
      confirmLoading={saving}
      destroyOnHidden
      modalRender={(node) => <div data-testid="depart-select-modal">{node}</div>}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initial}>
        {tenants.length > 1 && (
          <Form.Item
            name="tenantId"
            label={t('settings:depart.tenant')}
            rules={[{ required: true, message: t('settings:depart.tenantRequired') }]}
          >
            <Select
              data-testid="depart-select-tenant"
              options={tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
              onChange={() => form.setFieldValue('orgCode', undefined)}
            />
          </Form.Item>
        )}
        {tenantDeparts.length > 0 && (
          <Form.Item
            name="orgCode"
            label={t('settings:depart.depart')}
            rules={[{ required: true, message: t('settings:depart.required') }]}
          >
            <Select
              data-testid="depart-select-depart"
              options={tenantDeparts.map((depart) => ({ value: depart.orgCode, label: depart.departName }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
