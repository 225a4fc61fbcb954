import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFailure } from '../api/request';
import { feedback } from '../app/feedback';
import { importOutcome } from './importResult';
import type { ResourceApi } from './resourceApi';

/** Excel import: success reloads; a refused import (code 201: a row failed, nothing was stored) says so and links the report of failed rows. */
export function ImportButton({ api, onDone }: { readonly api: ResourceApi; readonly onDone: () => void }) {
  const { t } = useTranslation('crud');
  return (
    <Upload
      accept=".xlsx"
      showUploadList={false}
      customRequest={async ({ file }) => {
        try {
          const outcome = importOutcome(await api.importExcel(file as File));
          if (outcome.kind === 'ok') feedback.message.success(outcome.message || t('importDone'));
          if (outcome.kind === 'failed') feedback.message.error(outcome.message || t('uploadFailed'));
          if (outcome.kind === 'partial') {
            feedback.modal.warning({
              title: outcome.message,
              content: (
                <div data-testid="import-partial">
                  <p>{outcome.detail}</p>
                  {outcome.href && (
                    <a href={outcome.href} download={outcome.fileName} target="_blank" rel="noreferrer">
                      {t('downloadErrors')}
                    </a>
                  )}
                </div>
              ),
            });
          }
          onDone();
        } catch (err) {
          showFailure(err, t('uploadFailed'));
        }
      }}
    >
      <Button icon={<UploadOutlined />} data-testid="crud-import">
        {t('import')}
      </Button>
    </Upload>
  );
}
