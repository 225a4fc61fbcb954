import { EditOutlined } from '@ant-design/icons';
import { layoutResource, Perm } from '@agvs/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePermission } from '../../../session/usePermission';
import { SiteList } from './SiteList';

/** Layouts of a map: drawing size, scale (mm per map unit) and the origin of the site frame; each opens in the editor. */
export default function LayoutList() {
  const { t } = useTranslation('layoutEditor');
  const can = usePermission();
  return (
    <SiteList
      manifest={layoutResource}
      entity="layout"
      rowActions={(row) =>
        can(Perm.layoutDesign)
          ? [
              <Link key="draw" to={`/agv/layoutEditor?layoutId=${encodeURIComponent(row.id)}`} data-testid="layout-open-editor">
                <EditOutlined /> {t('open')}
              </Link>,
            ]
          : []
      }
    />
  );
}
