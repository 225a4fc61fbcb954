import dayjs from 'dayjs';
import isoWeek from 'dayjs/plugin/isoWeek';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { UI_LOCALES } from '../../i18n/uiLocales';
import { useNow } from './useNow';

dayjs.extend(isoWeek);

/** Date, time, ISO week number and weekday (SPEC §2). */
export function Clock({ className, testId }: { readonly className?: string; readonly testId: string }) {
  const { t } = useTranslation();
  const now = useNow();
  // Named explicitly: ProComponents reset dayjs' global locale to zh-cn when their provider has none.
  const weekday = now.locale(UI_LOCALES[currentLanguage()].dayjs).format('dddd');
  return (
    <span className={className} data-testid={testId}>
      <span>{now.format('YYYY-MM-DD')}</span> <span>{now.format('HH:mm:ss')}</span>{' '}
      <span>{t('common:clock.week', { week: now.isoWeek() })}</span> <span>{weekday}</span>
    </span>
  );
}
