import { mapResource } from '@agvs/contract';
import { LifExportLink, LifImportButton } from './LifButtons';
import { SiteList } from './SiteList';

/** Maps (a site, a building): their layouts, Excel and LIF import and export. */
export default function MapList() {
  return (
    <SiteList
      manifest={mapResource}
      entity="map"
      toolbar={(_selected, reload) => [<LifImportButton key="lif-import" onDone={reload} />]}
      rowActions={(row) => [<LifExportLink key="lif-export" row={row} />]}
    />
  );
}
