import { PlusOutlined } from '@ant-design/icons';
import { agvResource, Perm } from '@agvs/contract';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../session/usePermission';
import { AgvEditDialog } from '../../monitor/vehicles/AgvEditDialog';
import { VehicleSideList } from './VehicleSideList';

/**
 * The AGV list: list, delete, export and import on the generic layer; add and edit open the
 * monitor's AGV dialog (its own calls, SPEC §5 "AGV form").
 */
export default function AgvList() {
  const { t } = useTranslation('agvVehicles');
  const can = usePermission();
  // '' opens the dialog empty (add); an agvUid loads that vehicle (edit).
  const [editing, setEditing] = useState<string | null>(null);
  const reloadList = useRef<() => void>(() => undefined);
  const mayEdit = can(Perm.monitorAgvEdit);
  return (
    <>
      <VehicleSideList
        manifest={agvResource}
        entity="agv"
        toolbar={(_selected, reload) => {
          reloadList.current = reload;
          return mayEdit
            ? [
                <Button key="add" type="primary" icon={<PlusOutlined />} data-testid="agv-add" onClick={() => setEditing('')}>
                  {t('agv.add')}
                </Button>,
              ]
            : [];
        }}
        rowActions={(row, reload) => {
          reloadList.current = reload;
          return mayEdit
            ? [
                <a key="edit" data-testid="agv-edit" onClick={() => setEditing(String(row['agvUid']))}>
                  {t('agv.edit')}
                </a>,
              ]
            : [];
        }}
      />
      <AgvEditDialog
        agvUid={editing}
        layoutId={null}
        onClose={() => {
          setEditing(null);
          reloadList.current();
        }}
      />
    </>
  );
}
