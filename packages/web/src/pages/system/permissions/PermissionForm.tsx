import type { PermissionBody, PermissionNode } from '@agvs/contract';
import { ModalForm, ProFormDigit, ProFormSelect, ProFormSwitch, ProFormText } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { PAGE_REGISTRY } from '../../../router/pageRegistry';
import { permissionApi } from './permissionApi';

/** What the form edits: a new entry under a parent (or at the top), or an existing one. */
export type PermissionEditing =
  | { readonly kind: 'add'; readonly button: boolean; readonly parent: PermissionNode | null }
  | { readonly kind: 'edit'; readonly node: PermissionNode };

/** Menu containers render their children; every other page comes from the console's registry. */
const COMPONENTS = ['layouts/RouteView', ...Object.keys(PAGE_REGISTRY).sort()].map((key) => ({ label: key, value: key }));

type Values = Omit<PermissionBody, 'id' | 'parentId' | 'button' | 'status'> & { enabled?: boolean };

export function PermissionForm({ editing, onClose, onSaved }: { readonly editing: PermissionEditing; readonly onClose: () => void; readonly onSaved: () => void }) {
  const { t } = useTranslation(['permissions', 'crud']);
  const node = editing.kind === 'edit' ? editing.node : null;
  const button = node ? node.menuType === 2 : editing.kind === 'add' && editing.button;
  const parentId = node ? node.parentId : editing.kind === 'add' ? (editing.parent?.id ?? null) : null;
  const initial: Values = node
    ? { ...node, url: node.url ?? undefined, enabled: node.status === '1' }
    : { name: '', sortNo: 1, route: true, enabled: true };

  const submit = async ({ enabled, ...values }: Values) => {
    const body: PermissionBody = { ...values, id: node?.id, parentId, button, status: enabled === false ? '0' : '1' };
    try {
      await (node ? permissionApi.edit(body) : permissionApi.add(body));
      feedback.message.success(t('crud:saved'));
      onSaved();
      return true;
    } catch (err) {
      showFailure(err, t('crud:saveFailed'));
      return false;
    }
  };

  const title = node ? t('crud:edit') : button ? t('permissions:addButton') : parentId ? t('permissions:addChild') : t('permissions:addTop');
  return (
    <ModalForm<Values>
      open
      title={title}
      width={600}
      initialValues={initial}
      modalProps={{ destroyOnHidden: true, onCancel: onClose }}
      onFinish={submit}
      data-testid="permission-form"
    >
      <ProFormText name="name" label={t('permissions:name')} tooltip={t('permissions:nameHint')} rules={[{ required: true, max: 100 }]} fieldProps={{ id: 'permission-name' }} />
      {button ? (
        <>
          <ProFormText name="perms" label={t('permissions:perms')} rules={[{ required: true, max: 100 }]} fieldProps={{ id: 'permission-perms' }} />
          <ProFormSwitch name="enabled" label={t('permissions:enforced')} tooltip={t('permissions:enforcedHint')} />
        </>
      ) : (
        <>
          <ProFormText name="url" label={t('permissions:url')} rules={[{ required: true, max: 255 }]} fieldProps={{ id: 'permission-url' }} />
          <ProFormSelect name="component" label={t('permissions:component')} options={COMPONENTS} showSearch fieldProps={{ id: 'permission-component' }} />
          <ProFormText name="redirect" label={t('permissions:redirect')} rules={[{ max: 255 }]} />
          <ProFormText name="icon" label={t('permissions:icon')} rules={[{ max: 50 }]} />
          <ProFormSwitch name="route" label={t('permissions:route')} />
          <ProFormSwitch name="hidden" label={t('permissions:hidden')} />
          <ProFormSwitch name="keepAlive" label={t('permissions:keepAlive')} />
          <ProFormSwitch name="internalOrExternal" label={t('permissions:external')} tooltip={t('permissions:externalHint')} />
        </>
      )}
      <ProFormDigit name="sortNo" label={t('permissions:sortNo')} min={0} max={100000} fieldProps={{ precision: 0 }} />
    </ModalForm>
  );
}
