import type { ActionType } from '@ant-design/pro-components';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { adminApi } from '../../api/admin';
import { showFailure } from '../../api/request';
import { feedback } from '../../app/feedback';

/** A user as a choice: "username (real name)". */
export const userOption = (u: { readonly id: string; readonly username: string; readonly realname: string }) => ({ value: u.id, label: `${u.username} (${u.realname})` });

/**
 * What a list of users linked to something (a department, a tenant, a role) needs to edit it: the
 * username search behind the select, the chosen users, adding them with `addUsers`, and `run` for
 * any change that saves, says so and reloads the table (or shows the failure).
 */
export function useMemberEditing(addUsers: (userIds: readonly string[]) => Promise<unknown>) {
  const { t } = useTranslation('crud');
  const action = useRef<ActionType>(undefined);
  const [options, setOptions] = useState<{ value: string; label: string }[]>([]);
  const [chosen, setChosen] = useState<string[]>([]);

  const search = async (text: string) => {
    const page = await adminApi.findUsers(text.trim());
    setOptions(page.records.map(userOption));
  };
  const run = async (call: () => Promise<unknown>) => {
    try {
      await call();
      feedback.message.success(t('saved'));
      action.current?.reload();
    } catch (err) {
      showFailure(err, t('requestFailed'));
    }
  };
  const add = () => {
    if (!chosen.length) return void feedback.message.warning(t('plsSelectRecord'));
    void run(async () => {
      await addUsers(chosen);
      setChosen([]);
    });
  };
  return { action, options, setOptions, chosen, setChosen, search, run, add };
}
