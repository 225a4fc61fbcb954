import { layoutResource } from '@agvs/contract';
import { SiteList } from './SiteList';

/** Layouts of a map: drawing size, scale (mm per map unit) and the origin of the site frame. */
export default function LayoutList() {
  return <SiteList manifest={layoutResource} entity="layout" />;
}
