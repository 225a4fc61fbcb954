import type { ResourceField, ResourceManifest } from '@agvs/contract';
import { ProFormDigit, ProFormSelect } from '@ant-design/pro-components';
import { useTranslation } from 'react-i18next';
import type { FieldInput } from '../../../crud/ResourceForm';
import { ResourceTable, type ResourceTableProps } from '../../../crud/ResourceTable';
import { useSiteChoices, type Choice } from './siteChoices';

/** Sizes and coordinates that take decimals (the manifest types them int for their columns). */
const DECIMAL_FIELDS = new Set(['width', 'height', 'mmPerUnit', 'originX', 'originY', 'stationRadius', 'mapX', 'mapY', 'controlX1', 'controlY1', 'controlX2', 'controlY2']);

/** Fields naming a parent row by id, chosen from a list instead of typed. */
const CHOICE_OF: Readonly<Record<string, 'maps' | 'layouts' | 'zones'>> = {
  mapId: 'maps',
  layoutId: 'layouts',
  linkLayoutId: 'layouts',
  zoneId: 'zones',
  relatedZoneId: 'zones',
};

/** A site page: the generic table of its manifest under agvSite:{entity}.title, with choices for parent rows. */
export function SiteList({ manifest, entity, ...rest }: Omit<ResourceTableProps, 'title' | 'manifest'> & { readonly manifest: ResourceManifest; readonly entity: string }) {
  const { t } = useTranslation('agvSite');
  const choices = useSiteChoices();
  const select = (field: ResourceField, options: Choice[], props: Parameters<FieldInput>[1]) => (
    <ProFormSelect name={props.name} label={props.label} rules={props.rules} disabled={props.disabled} options={options} showSearch fieldProps={{ optionFilterProp: 'label', 'data-testid': `site-${field.name}` } as object} />
  );
  const fieldInput: FieldInput = (field, props) => {
    const source = CHOICE_OF[field.name];
    if (source) return select(field, choices[source], props);
    if (DECIMAL_FIELDS.has(field.name)) return <ProFormDigit name={props.name} label={props.label} rules={props.rules} disabled={props.disabled} fieldProps={{ precision: undefined }} />;
    return undefined;
  };
  const searchChoices = Object.fromEntries(Object.entries(CHOICE_OF).map(([field, source]) => [field, choices[source]]));
  return <ResourceTable manifest={manifest} title={t(`${entity}.title`)} testId={`${manifest.key}-table`} fieldInput={fieldInput} searchChoices={searchChoices} {...rest} />;
}
