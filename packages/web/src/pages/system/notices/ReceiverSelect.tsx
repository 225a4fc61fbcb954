import { ProFormDependency, ProFormSelect } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { receiverOptions } from './noticeApi';

/** The chosen receivers of an announcement for chosen users, sent as userIds (comma-joined ids). */
export function ReceiverSelect() {
  const { t } = useTranslation('notice');
  return (
    <ProFormDependency name={['msgType']}>
      {({ msgType }) =>
        msgType === 'USER' && (
          <ProFormSelect
            name="userIds"
            label={t('field.userIds')}
            mode="multiple"
            rules={[{ required: true, message: t('receiversRequired') }]}
            fieldProps={{ showSearch: true, optionFilterProp: 'label', 'data-testid': 'notice-receivers' } as Record<string, unknown>}
            request={receiverOptions}
            transform={(value: unknown) => ({ userIds: Array.isArray(value) ? value.join(',') : '' })}
          />
        )
      }
    </ProFormDependency>
  );
}
