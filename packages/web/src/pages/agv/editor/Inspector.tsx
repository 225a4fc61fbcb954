import { STATION_TYPES, SEGMENT_DIRECTIONS, ZONE_TYPES, type SegmentDirection, type StationType, type ZoneType } from '@agvs/contract';
import { Button, Descriptions, Form, Segmented, Select, Space, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MapModel } from '../../monitor/logic/mapModel';
import { BackgroundPanel, type BackgroundPanelProps } from './BackgroundPanel';
import { CommitNumber, CommitText } from './CommitFields';
import { isCode } from './logic/codes';
import type { EditorDoc } from './logic/doc';
import { placeEquipment, reverseSegment, setLayout, updateSegment, updateStation, updateZone, type Selection } from './logic/edits';

export interface InspectorProps {
  readonly doc: EditorDoc;
  readonly model: MapModel;
  readonly selection: Selection;
  commit(doc: EditorDoc, selection?: Selection): void;
  makeZone(): void;
  readonly background: Omit<BackgroundPanelProps, 'doc' | 'commit'>;
}

const Row = ({ label, children }: { readonly label: string; readonly children: ReactNode }) => (
  <Form.Item label={label} style={{ marginBottom: 8 }}>
    {children}
  </Form.Item>
);

/** The properties of what is selected (one station, segment or zone, or several), else of the layout. */
export function Inspector(props: InspectorProps) {
  const { doc, selection } = props;
  const count = selection.stations.size + selection.segments.size + selection.zones.size;
  if (count === 0) return <LayoutPanel {...props} />;
  if (count > 1) return <ManyPanel {...props} />;
  if (selection.stations.size) return <StationPanel {...props} stationKey={[...selection.stations][0]!} />;
  if (selection.segments.size) return <SegmentPanel {...props} segmentKey={[...selection.segments][0]!} />;
  return <ZonePanel {...props} zoneKey={[...selection.zones][0]!} doc={doc} />;
}

function StationPanel({ doc, commit, stationKey }: InspectorProps & { readonly stationKey: string }) {
  const { t } = useTranslation(['layoutEditor', 'monitor']);
  const s = doc.stations.get(stationKey);
  if (!s) return null;
  const codeProblem = (code: string) =>
    !isCode(code) ? t('problem.code') : [...doc.stations.values()].some((o) => o.key !== s.key && o.stationCode === code) ? t('problem.codeTaken', { code }) : null;
  const here = [...doc.equipment.values()].filter((e) => e.station === s.key).map((e) => e.id);
  return (
    <Form layout="vertical" size="small" data-testid="inspector-station">
      <Typography.Title level={5}>{t('station')}</Typography.Title>
      <Row label={t('field.code')}>
        <CommitText value={s.stationCode} disabled={s.id !== null} check={codeProblem} onCommit={(stationCode) => commit(updateStation(doc, s.key, { stationCode }))} testId="inspector-code" />
        {s.id !== null && <Typography.Text type="secondary">{t('codeFixed')}</Typography.Text>}
      </Row>
      <Row label={t('field.name')}>
        <CommitText value={s.stationName} check={(v) => (v ? null : t('problem.required'))} onCommit={(stationName) => commit(updateStation(doc, s.key, { stationName }))} testId="inspector-name" />
      </Row>
      <Row label={t('field.type')}>
        <Select<StationType>
          value={s.type}
          options={STATION_TYPES.map((type) => ({ value: type, label: t(`monitor:stationType.${type}`) }))}
          onChange={(type) => commit(updateStation(doc, s.key, { type }))}
          data-testid="inspector-type"
        />
      </Row>
      <Space.Compact block>
        <Row label="x">
          <CommitNumber value={s.mapX} min={0} onCommit={(mapX) => commit(updateStation(doc, s.key, { mapX }))} testId="inspector-x" />
        </Row>
        <Row label="y">
          <CommitNumber value={s.mapY} min={0} onCommit={(mapY) => commit(updateStation(doc, s.key, { mapY }))} testId="inspector-y" />
        </Row>
      </Space.Compact>
      <Row label={t('field.width')}>
        <CommitNumber value={s.width} min={0.1} onCommit={(width) => commit(updateStation(doc, s.key, { width }))} testId="inspector-width" />
      </Row>
      <Row label={t('field.equipment')}>
        <Select
          mode="multiple"
          value={here}
          placeholder={doc.equipment.size ? t('equipmentNone') : t('equipmentEmpty')}
          options={[...doc.equipment.values()].map((e) => ({ value: e.id, label: `${e.equipmentCode} · ${e.equipmentName}` }))}
          onChange={(ids: string[]) => {
            let next = doc;
            for (const e of doc.equipment.values()) {
              if (ids.includes(e.id)) next = placeEquipment(next, e.id, s.key);
              else if (e.station === s.key) next = placeEquipment(next, e.id, null);
            }
            commit(next);
          }}
          data-testid="inspector-equipment"
        />
      </Row>
    </Form>
  );
}

function SegmentPanel({ doc, model, commit, segmentKey }: InspectorProps & { readonly segmentKey: string }) {
  const { t } = useTranslation(['layoutEditor', 'monitor']);
  const seg = doc.segments.get(segmentKey);
  const drawn = model.segments.find((s) => s.id === segmentKey);
  if (!seg) return null;
  const code = (key: string) => doc.stations.get(key)?.stationCode ?? '';
  const metres = drawn ? (drawn.drawnLength * doc.mmPerUnit) / 1000 : 0;
  return (
    <Form layout="vertical" size="small" data-testid="inspector-segment">
      <Typography.Title level={5}>{t('segment')}</Typography.Title>
      <Descriptions size="small" column={1}>
        <Descriptions.Item label={t('monitor:path.start')}>{code(seg.src)}</Descriptions.Item>
        <Descriptions.Item label={t('monitor:path.end')}>{code(seg.dest)}</Descriptions.Item>
        <Descriptions.Item label={t('monitor:path.length')}>{t('metres', { m: metres.toFixed(2) })}</Descriptions.Item>
      </Descriptions>
      <Row label={t('monitor:path.shape')}>
        <Segmented
          value={seg.type}
          options={[
            { value: 'straight', label: t('monitor:path.straight') },
            { value: 'Bezier', label: t('monitor:path.bezier') },
          ]}
          onChange={(type) => commit(updateSegment(doc, seg.key, { type: type as 'straight' | 'Bezier' }))}
          data-testid="inspector-shape"
        />
      </Row>
      <Row label={t('monitor:path.direction')}>
        <Select<SegmentDirection>
          value={seg.direction}
          options={SEGMENT_DIRECTIONS.map((d) => ({ value: d, label: t(`monitor:direction.${d}`) }))}
          onChange={(direction) => commit(updateSegment(doc, seg.key, { direction }))}
          data-testid="inspector-direction"
        />
      </Row>
      <Button onClick={() => commit(reverseSegment(doc, seg.key))} data-testid="inspector-reverse">
        {t('action.reverse')}
      </Button>
    </Form>
  );
}

function ZonePanel({ doc, commit, zoneKey }: InspectorProps & { readonly zoneKey: string }) {
  const { t } = useTranslation(['layoutEditor', 'monitor']);
  const zone = doc.zones.get(zoneKey);
  if (!zone) return null;
  const codeProblem = (code: string) =>
    !isCode(code) ? t('problem.code') : [...doc.zones.values()].some((o) => o.key !== zone.key && o.zoneCode === code) ? t('problem.codeTaken', { code }) : null;
  return (
    <Form layout="vertical" size="small" data-testid="inspector-zone">
      <Typography.Title level={5}>{t('zone')}</Typography.Title>
      <Row label={t('field.code')}>
        <CommitText value={zone.zoneCode} check={codeProblem} onCommit={(zoneCode) => commit(updateZone(doc, zone.key, { zoneCode }))} testId="inspector-zone-code" />
      </Row>
      <Row label={t('field.name')}>
        <CommitText value={zone.zoneName} check={(v) => (v ? null : t('problem.required'))} onCommit={(zoneName) => commit(updateZone(doc, zone.key, { zoneName }))} testId="inspector-zone-name" />
      </Row>
      <Row label={t('field.type')}>
        <Select<ZoneType>
          value={zone.zoneType}
          options={ZONE_TYPES.map((type) => ({ value: type, label: t(`monitor:zoneType.${type}`) }))}
          onChange={(zoneType) => commit(updateZone(doc, zone.key, { zoneType }))}
        />
      </Row>
      <Typography.Paragraph>{t('zoneStations', { count: zone.stations.length })}</Typography.Paragraph>
      <Button onClick={() => commit(doc, { stations: new Set(zone.stations), segments: new Set(), zones: new Set() })} data-testid="inspector-zone-select">
        {t('selectZoneStations')}
      </Button>
    </Form>
  );
}

function ManyPanel({ doc, selection, commit, makeZone }: InspectorProps) {
  const { t } = useTranslation(['layoutEditor', 'monitor']);
  const zoneOptions = [...doc.zones.values()].map((z) => ({ value: z.key, label: `${z.zoneCode} · ${z.zoneName}` }));
  return (
    <Form layout="vertical" size="small" data-testid="inspector-many">
      <Typography.Title level={5}>{t('selected', { stations: selection.stations.size, segments: selection.segments.size })}</Typography.Title>
      {selection.stations.size > 0 && (
        <>
          <Row label={t('setType')}>
            <Select<StationType>
              placeholder={t('field.type')}
              options={STATION_TYPES.map((type) => ({ value: type, label: t(`monitor:stationType.${type}`) }))}
              onChange={(type) => {
                let next = doc;
                for (const key of selection.stations) next = updateStation(next, key, { type });
                commit(next);
              }}
            />
          </Row>
          <Space wrap>
            <Button onClick={makeZone} data-testid="inspector-make-zone">
              {t('action.makeZone')}
            </Button>
          </Space>
          {zoneOptions.length > 0 && (
            <Row label={t('addToZone')}>
              <Select
                placeholder={t('zone')}
                options={zoneOptions}
                onChange={(key: string) => {
                  const zone = doc.zones.get(key)!;
                  commit(updateZone(doc, key, { stations: [...new Set([...zone.stations, ...selection.stations])] }));
                }}
              />
            </Row>
          )}
        </>
      )}
      {selection.segments.size > 0 && (
        <Row label={t('setDirection')}>
          <Select<SegmentDirection>
            placeholder={t('monitor:path.direction')}
            options={SEGMENT_DIRECTIONS.map((d) => ({ value: d, label: t(`monitor:direction.${d}`) }))}
            onChange={(direction) => {
              let next = doc;
              for (const key of selection.segments) next = updateSegment(next, key, { direction });
              commit(next);
            }}
          />
        </Row>
      )}
    </Form>
  );
}

function LayoutPanel({ doc, commit, background }: InspectorProps) {
  const { t } = useTranslation('layoutEditor');
  return (
    <Form layout="vertical" size="small" data-testid="inspector-layout">
      <Typography.Title level={5}>{t('layout')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('layoutHint')}</Typography.Paragraph>
      <Space.Compact block>
        <Row label={t('field.layoutWidth')}>
          <CommitNumber value={doc.width} min={1} onCommit={(width) => commit(setLayout(doc, { width }))} testId="inspector-layout-width" />
        </Row>
        <Row label={t('field.layoutHeight')}>
          <CommitNumber value={doc.height} min={1} onCommit={(height) => commit(setLayout(doc, { height }))} testId="inspector-layout-height" />
        </Row>
      </Space.Compact>
      <Row label={t('field.mmPerUnit')}>
        <CommitNumber value={doc.mmPerUnit} min={0.001} onCommit={(mmPerUnit) => commit(setLayout(doc, { mmPerUnit }))} testId="inspector-mm-per-unit" />
      </Row>
      <BackgroundPanel {...background} doc={doc} commit={commit} />
    </Form>
  );
}
