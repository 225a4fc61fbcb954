import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { sysconfigApi, type DataSourceTarget } from './sysconfigApi';

/** "Test connection" inside the data source form: the server tries the typed values before they are saved. */
export function DataSourceFormTest({ id }: { readonly id?: string }) {
  const { t } = useTranslation(['systemPages', 'crud']);
  const form = Form.useFormInstance<DataSourceTarget>();
  const [testing, setTesting] = useState(false);
  const test = async () => {
    try {
      await form.validateFields(['dbType', 'url']);
    } catch {
      return; // the form already shows what is missing
    }
    const { dbType, url, username, password } = form.getFieldsValue(['dbType', 'url', 'username', 'password']) as DataSourceTarget;
    setTesting(true);
    try {
      await sysconfigApi.testDataSourceForm({ id, dbType, url, username: username ?? '', password: password ?? '' });
      feedback.message.success(t('systemPages:dataSource.connected'));
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    } finally {
      setTesting(false);
    }
  };
  return (
    <Button data-testid="data-source-form-test" loading={testing} onClick={() => void test()}>
      {t('systemPages:dataSource.test')}
    </Button>
  );
}
