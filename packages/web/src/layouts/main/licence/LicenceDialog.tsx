import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { LicenceCalls, LicenceInfo, Perm } from '@agvs/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Modal, Tag, Typography, Upload, type DescriptionsProps } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { callApi, uploadCall } from '../../../api/call';
import { showFailure } from '../../../api/request';
import { saveJson } from '../../../api/saveJson';
import { feedback } from '../../../app/feedback';
import { usePermission } from '../../../session/usePermission';
import { useLayoutUi } from '../layoutUiStore';
import { LICENCE_QUERY_KEY, useLicence } from './useLicence';

const when = (ms: number) => dayjs(ms).format('YYYY-MM-DD');

/** The rows of SPEC §2 "License info dialog"; vehicle and equipment counts only where their check is on. */
function rows(info: LicenceInfo, t: (key: string) => string): DescriptionsProps['items'] {
  const items: NonNullable<DescriptionsProps['items']> = [
    { key: 'code', label: t('licence.customerCode'), children: info.customerCode },
    { key: 'name', label: t('licence.customerName'), children: info.customerName },
    { key: 'from', label: t('licence.notBefore'), children: when(info.notBefore) },
    { key: 'to', label: t('licence.notAfter'), children: info.notAfter === null ? '—' : when(info.notAfter - 1) },
    {
      key: 'left',
      label: t('licence.remaining'),
      children: <Typography.Text type={info.timeWarning ? 'danger' : undefined} data-testid="licence-remaining">{info.timeRemainingStr}</Typography.Text>,
    },
  ];
  if (info.isAgvNumbersCheck === 1) {
    items.push(
      { key: 'agvs', label: t('licence.registeredAgvs'), children: <span data-testid="licence-agvs">{info.agvNumber}</span> },
      {
        key: 'validAgvs',
        label: t('licence.validAgvs'),
        children: <Typography.Text type={info.agvWarning ? 'danger' : undefined} data-testid="licence-valid-agvs">{info.isValidAgvNumber}</Typography.Text>,
      },
    );
  }
  if (info.isEquipmentNumbersCheck === 1) {
    items.push(
      { key: 'equipment', label: t('licence.registeredEquipment'), children: info.equipmentNumbers },
      { key: 'validEquipment', label: t('licence.validEquipment'), children: info.isValidEquipmentNumbers },
    );
  }
  if (info.modules.length) items.push({ key: 'modules', label: t('licence.modules'), children: info.modules.map((m) => <Tag key={m}>{m}</Tag>) });
  if (info.licenceId) items.push({ key: 'id', label: t('licence.licenceId'), children: <Typography.Text copyable>{info.licenceId}</Typography.Text> });
  return items;
}

/**
 * SPEC §2 "License info dialog" (user menu → certificate settings): the licence in force or the
 * free allowance; with system:license:import, the machine's data for a licence request and the
 * upload of a new licence file (docs/licence.md).
 */
export function LicenceDialog() {
  const { t } = useTranslation('layout');
  const { licenceOpen, setLicenceOpen } = useLayoutUi();
  const can = usePermission();
  const client = useQueryClient();
  const licence = useLicence({ enabled: licenceOpen, poll: false });

  const downloadInfo = async () => {
    try {
      saveJson(await callApi(LicenceCalls.getServerInfos, {}), 'agvs-server-info.json');
    } catch (err) {
      showFailure(err, t('licence.infoFailed'));
    }
  };

  const upload = async (file: File) => {
    try {
      const answer = await uploadCall(LicenceCalls.importLicenseUrl, {}, file, file.name);
      // SPEC §6: code 201 is a failure; its message names the file and the reason.
      if (!answer.success) return void feedback.message.warning(answer.message || `${file.name}: ${t('licence.uploadFailed')}`);
      const info = LicenceInfo.safeParse(answer.result);
      if (info.success) client.setQueryData(LICENCE_QUERY_KEY, info.data);
      await client.invalidateQueries({ queryKey: LICENCE_QUERY_KEY });
      feedback.message.success(t('licence.imported'));
    } catch (err) {
      showFailure(err, `${file.name}: ${t('licence.uploadFailed')}`);
    }
  };

  const canImport = can(Perm.licenseImport);
  return (
    <Modal
      open={licenceOpen}
      title={t('licence.title')}
      width={600}
      onCancel={() => setLicenceOpen(false)}
      destroyOnHidden
      footer={[
        canImport && (
          <Button key="info" icon={<DownloadOutlined />} onClick={() => void downloadInfo()} data-testid="licence-download-info">
            {t('licence.downloadInfo')}
          </Button>
        ),
        canImport && (
          <Upload
            key="upload"
            accept=".lic,.json,application/json"
            showUploadList={false}
            customRequest={({ file }) => void upload(file as File)}
          >
            <Button icon={<UploadOutlined />} data-testid="licence-upload">
              {t('licence.upload')}
            </Button>
          </Upload>
        ),
        <Button key="close" type="primary" onClick={() => setLicenceOpen(false)}>
          {t('licence.close')}
        </Button>,
      ]}
    >
      <div data-testid="licence-dialog">
        {licence.isError && <Alert type="error" showIcon message={t('licence.loadFailed')} />}
        {licence.data && (
          <>
            <Alert
              type={licence.data.licensed ? 'success' : 'info'}
              showIcon
              message={<span data-testid="licence-info">{licence.data.info}</span>}
              style={{ marginBottom: 12 }}
            />
            <Descriptions size="small" bordered column={1} items={rows(licence.data, t)} />
          </>
        )}
      </div>
    </Modal>
  );
}
