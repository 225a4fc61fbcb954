import { ExportOutlined, ImportOutlined } from '@ant-design/icons';
import { LifCalls, LifImportResult, Perm } from '@agvs/contract';
import { Button, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { callApi, uploadCall } from '../../../api/call';
import { showFailure } from '../../../api/request';
import { saveJson } from '../../../api/saveJson';
import { feedback } from '../../../app/feedback';
import type { ResourceRow } from '../../../crud/resourceApi';
import { usePermission } from '../../../session/usePermission';

/** Toolbar button: a new map from a LIF file (POST /agvserver/map/importLif); its warnings are shown. */
export function LifImportButton({ onDone }: { readonly onDone: () => void }) {
  const { t } = useTranslation('agvSite');
  const can = usePermission();
  if (!can(Perm.mapImport)) return null;
  return (
    <Upload
      accept=".json,application/json"
      showUploadList={false}
      customRequest={async ({ file }) => {
        try {
          const answer = await uploadCall(LifCalls.importLif, {}, file as File, (file as File).name);
          if (!answer.success) return void feedback.message.error(answer.message || t('map.lifImportFailed'));
          const result = LifImportResult.safeParse(answer.result);
          const warnings = result.success ? result.data.warnings : [];
          if (warnings.length) feedback.modal.warning({ title: t('map.lifImported'), content: <ul data-testid="lif-warnings">{warnings.map((w) => <li key={w}>{w}</li>)}</ul> });
          else feedback.message.success(t('map.lifImported'));
          onDone();
        } catch (err) {
          showFailure(err, t('map.lifImportFailed'));
        }
      }}
    >
      <Button icon={<ImportOutlined />} data-testid="lif-import">
        {t('map.lifImport')}
      </Button>
    </Upload>
  );
}

/** Row link: the map as a LIF file (GET /agvserver/map/exportLif). */
export function LifExportLink({ row }: { readonly row: ResourceRow }) {
  const { t } = useTranslation('agvSite');
  const can = usePermission();
  if (!can(Perm.mapExport)) return null;
  const download = async () => {
    try {
      saveJson(await callApi(LifCalls.exportLif, { query: { mapId: row.id } }), `${String(row['mapCode'] ?? row.id)}.lif.json`);
    } catch (err) {
      showFailure(err, t('map.lifExportFailed'));
    }
  };
  return (
    <a data-testid="lif-export" onClick={() => void download()}>
      <ExportOutlined /> {t('map.lifExport')}
    </a>
  );
}
