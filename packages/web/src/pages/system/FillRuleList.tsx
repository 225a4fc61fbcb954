import { Perm, fillRuleResource } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';
import { usePermission } from '../../session/usePermission';
import { SimpleList } from './sysconfig/SimpleList';
import { sysconfigApi } from './sysconfig/sysconfigApi';

/** Fill rules with a "test" action that generates (and so uses up) the next value. */
export default function FillRuleList() {
  const { t } = useTranslation(['systemPages', 'crud']);
  const can = usePermission();
  const run = async (code: string) => {
    try {
      const value = await sysconfigApi.runFillRule(code);
      feedback.modal.info({ title: t('systemPages:fillRule.generated'), content: <span data-testid="fill-rule-value">{value}</span> });
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };
  return (
    <SimpleList
      manifest={fillRuleResource}
      titleKey="fillRule.title"
      rowActions={(row) => [
        can(Perm.fillRuleList) && (
          <a key="test" data-testid="fill-rule-test" onClick={() => void run(String(row['ruleCode']))}>
            {t('systemPages:fillRule.test')}
          </a>
        ),
      ]}
    />
  );
}
