import { HOME_PATH } from '@agvs/contract';
import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export type ExceptionStatus = 403 | 404 | 500;

/** Exception pages 403, 404 and 500 (SPEC §2). */
export function ExceptionPage({ status }: { readonly status: ExceptionStatus }) {
  const { t } = useTranslation('pages');
  return (
    <Result
      status={String(status) as '403' | '404' | '500'}
      title={status}
      subTitle={t(`exception.${status}`)}
      data-testid={`exception-${status}`}
      extra={
        <Link to={HOME_PATH}>
          <Button type="primary">{t('exception.backHome')}</Button>
        </Link>
      }
    />
  );
}
