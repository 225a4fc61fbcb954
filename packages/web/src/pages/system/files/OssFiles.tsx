import { UploadOutlined } from '@ant-design/icons';
import { FileCalls, Perm, ossFileResource } from '@agvs/contract';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCall, uploadCall } from '../../../api/call';
import { showFailure } from '../../../api/request';
import { feedback } from '../../../app/feedback';
import { ResourceTable } from '../../../crud/ResourceTable';
import { usePermission } from '../../../session/usePermission';

/** Uploaded files: upload, list, download under the original name, delete (file and row). */
export default function OssFiles() {
  const { t } = useTranslation(['logs', 'crud']);
  const can = usePermission();
  const [uploading, setUploading] = useState(false);

  const upload = async (file: File, reload: () => void) => {
    setUploading(true);
    try {
      const answer = await uploadCall(FileCalls.upload, {}, file, file.name);
      if (answer.success) {
        feedback.message.success(answer.message || t('logs:file.uploaded'));
        reload();
      } else {
        feedback.message.error(answer.message || t('crud:uploadFailed'));
      }
    } catch (err) {
      showFailure(err, t('crud:uploadFailed'));
    } finally {
      setUploading(false);
    }
  };

  return (
    <ResourceTable
      manifest={ossFileResource}
      title={t('logs:file.title')}
      testId="oss-file-table"
      rowActions={(row) => [
        <a
          key="download"
          data-testid="oss-file-download"
          onClick={() => void downloadCall(FileCalls.download, { query: { id: String(row.id) } }, String(row['fileName'])).catch((err) => showFailure(err, t('crud:downloadFailed')))}
        >
          {t('logs:file.download')}
        </a>,
      ]}
      toolbar={(_, reload) =>
        can(Perm.ossUpload)
          ? [
              <Upload key="upload" showUploadList={false} beforeUpload={(file) => (void upload(file, reload), false)}>
                <Button type="primary" icon={<UploadOutlined />} loading={uploading} data-testid="oss-file-upload">
                  {t('logs:file.upload')}
                </Button>
              </Upload>,
            ]
          : []
      }
    />
  );
}
