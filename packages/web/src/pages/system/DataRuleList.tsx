import { SysconfigCalls, dataRuleResource } from '@agvs/contract';
import { ProFormDependency, ProFormSelect } from '@ant-design/pro-components';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../api/call';
import type { FieldInput } from '../../crud/ResourceForm';
import { SimpleList } from './sysconfig/SimpleList';

/**
 * Data rules: the list code is chosen among the lists the server can restrict, the field among
 * that list's filterable fields (GET /sys/dataRule/targets), never typed.
 */
export default function DataRuleList() {
  const { t } = useTranslation();
  const targets = useQuery({ queryKey: ['dataRuleTargets'], queryFn: () => callApi(SysconfigCalls.targets, {}) });
  const list = targets.data ?? [];

  const fieldInput: FieldInput = (field, props) => {
    if (field.name === 'permissionCode') {
      return (
        <ProFormSelect
          {...props}
          showSearch
          options={list.map((target) => ({ value: target.permissionCode, label: target.permissionCode }))}
          fieldProps={{ id: 'dataRule-permissionCode', loading: targets.isPending }}
        />
      );
    }
    if (field.name === 'ruleColumn') {
      return (
        <ProFormDependency name={['permissionCode']}>
          {({ permissionCode }: { permissionCode?: string }) => (
            <ProFormSelect
              {...props}
              disabled={props.disabled || !permissionCode}
              options={(list.find((target) => target.permissionCode === permissionCode)?.fields ?? []).map((f) => ({ value: f.name, label: `${t(f.label)} (${f.name})` }))}
              fieldProps={{ id: 'dataRule-ruleColumn' }}
            />
          )}
        </ProFormDependency>
      );
    }
    return undefined;
  };

  return <SimpleList manifest={dataRuleResource} titleKey="dataRule.title" fieldInput={fieldInput} />;
}
