import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Input, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { authApi } from '../../api/auth';

export interface CaptchaFieldProps {
  readonly checkKey: string;
  readonly onRefresh: () => void;
  readonly value?: string;
  readonly onChange?: (value: string) => void;
}

/** Captcha answer and image; a click on the image asks for another one (a new check key). */
export function CaptchaField({ checkKey, onRefresh, value, onChange }: CaptchaFieldProps) {
  const { t } = useTranslation('login');
  const image = useQuery({
    queryKey: ['captcha', checkKey],
    queryFn: () => authApi.captchaImage(checkKey),
    staleTime: Infinity,
    gcTime: 0,
  });
  return (
    <div className="agvs-login-captcha">
      <Input
        size="large"
        prefix={<SafetyCertificateOutlined />}
        placeholder={t('captcha')}
        autoComplete="off"
        maxLength={16}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        data-testid="login-captcha"
      />
      <button
        type="button"
        className="agvs-login-captcha-img"
        onClick={onRefresh}
        title={t('captchaRefresh')}
        data-testid="login-captcha-img"
      >
        {image.data ? <img src={image.data} alt={t('captchaRefresh')} /> : <Spin size="small" />}
      </button>
    </div>
  );
}
