import { ModalForm, ProFormText, ProFormTextArea } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { parsesAsObject } from './testData';
import { noticeApi } from './noticeApi';

/** Renders the template with JSON test data and sends it to a user as a system message. */
export function SendTestModal({ templateCode, onClose }: { readonly templateCode: string; readonly onClose: () => void }) {
  const { t } = useTranslation(['notice', 'crud']);
  return (
    <ModalForm
      open
      title={t('notice:sendTest.title', { code: templateCode })}
      modalProps={{ destroyOnClose: true, onCancel: onClose }}
      submitter={{ submitButtonProps: { 'data-testid': 'send-test-submit' } as Record<string, string> }}
      initialValues={{ testData: '{}' }}
      onFinish={async (values: { receiver: string; testData: string }) => {
        try {
          const result = await noticeApi.sendTest({ templateCode, receiver: values.receiver, testData: values.testData });
          if (result.esSendStatus === '1') feedback.message.success(t('notice:sendTest.sent'));
          else feedback.message.warning(t('notice:sendTest.failed'));
          onClose();
          return true;
        } catch (err) {
          showFailure(err, t('crud:requestFailed'));
          return false;
        }
      }}
    >
      <ProFormText name="receiver" label={t('notice:sendTest.receiver')} rules={[{ required: true, message: t('notice:sendTest.receiverRequired') }]} />
      <ProFormTextArea
        name="testData"
        label={t('notice:sendTest.testData')}
        tooltip={t('notice:sendTest.testDataHelp')}
        fieldProps={{ autoSize: { minRows: 3, maxRows: 10 } }}
        rules={[{ validator: async (_r: unknown, value: string) => (parsesAsObject(value) ? undefined : Promise.reject(new Error(t('notice:sendTest.badJson')))) }]}
      />
    </ModalForm>
  );
}
