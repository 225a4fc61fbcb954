import { JOB_STATUS, jobLogResource, jobResource, Perm } from '@agvs/contract';
import { Drawer, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { ResourceTable } from '../../../crud/ResourceTable';
import { usePermission } from '../../../session/usePermission';
import { jobApi } from './jobApi';

/** Scheduled jobs: the generic list plus start, pause, run once and each job's run log. */
export default function JobList() {
  const { t } = useTranslation(['jobs', 'crud']);
  const can = usePermission();
  const [logsOf, setLogsOf] = useState<{ id: string; name: string } | null>(null);

  const act = async (action: 'resume' | 'pause' | 'execute', id: string, reload: () => void) => {
    try {
      if (action === 'execute') {
        const run = await jobApi.execute(id);
        if (run.result === 'ok') feedback.message.success(t('jobs:ranOk', { message: run.message }));
        else feedback.message.error(t('jobs:ranError', { message: run.message }));
      } else {
        await jobApi[action](id);
        feedback.message.success(t(action === 'resume' ? 'jobs:started' : 'jobs:paused'));
      }
      reload();
    } catch (err) {
      showFailure(err, t('crud:requestFailed'));
    }
  };

  return (
    <>
      <ResourceTable
        manifest={jobResource}
        title={t('jobs:title')}
        testId="job-table"
        rowActions={(row, reload) => [
          can(Perm.jobRun) && row['status'] !== JOB_STATUS.running && (
            <a key="resume" data-testid="job-resume" onClick={() => void act('resume', row.id, reload)}>
              {t('jobs:start')}
            </a>
          ),
          can(Perm.jobRun) && row['status'] === JOB_STATUS.running && (
            <a key="pause" data-testid="job-pause" onClick={() => void act('pause', row.id, reload)}>
              {t('jobs:pause')}
            </a>
          ),
          can(Perm.jobRun) && (
            <Popconfirm key="execute" title={t('jobs:confirmRun')} onConfirm={() => act('execute', row.id, reload)}>
              <a data-testid="job-execute">{t('jobs:runOnce')}</a>
            </Popconfirm>
          ),
          <a key="logs" data-testid="job-logs" onClick={() => setLogsOf({ id: row.id, name: String(row['description'] || row['jobClassName']) })}>
            {t('jobs:logs')}
          </a>,
        ]}
      />
      {logsOf && (
        <Drawer open width={900} title={t('jobs:logsOf', { name: logsOf.name })} onClose={() => setLogsOf(null)} destroyOnClose>
          <ResourceTable manifest={jobLogResource} title={logsOf.name} fixed={{ jobId: logsOf.id }} testId="job-log-table" />
        </Drawer>
      )}
    </>
  );
}
