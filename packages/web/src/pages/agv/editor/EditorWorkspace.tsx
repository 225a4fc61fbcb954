import { Perm, type LayoutDraft, type SegmentDirection, type SiteFinding, type StationType } from '@agvs/contract';
import { Tag, Typography } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../app/feedback';
import { usePermission } from '../../../session/usePermission';
import { distance, type Point } from '../../monitor/logic/geometry';
import { MapCanvas, type MapCanvasHandle } from '../../monitor/map/MapCanvas';
import { StaticLayer } from '../../monitor/map/StaticLayer';
import '../../monitor/monitor.css';
import { BackgroundImage } from './BackgroundImage';
import { HelpDialog, PublishDialog, RefusalDialog, ScaleDialog, ZoneDialog, type ZoneInput } from './EditorDialogs';
import { EditorOverlay } from './EditorOverlay';
import { EditorToolbar } from './EditorToolbar';
import { FindingsPanel } from './FindingsPanel';
import { Inspector } from './Inspector';
import { nextCode } from './logic/codes';
import { docOf, type EditorDoc } from './logic/doc';
import { drawnFocus } from './logic/focus';
import { addZone, isEmpty, setLayout, type Selection } from './logic/edits';
import { modelOf } from './logic/drawing';
import { scaleFrom } from './logic/picking';
import { canRedo, canUndo } from './logic/history';
import type { EditorTool } from './logic/shortcuts';
import { useDraftSync } from './useDraftSync';
import { useLeaveWarning } from './useLeaveWarning';
import { useEditorCommands } from './useEditorCommands';
import { isDirty, shownDoc, useEditorState } from './useEditorState';
import { useEditorTool } from './useEditorTool';
import { VersionsDialog } from './VersionsDialog';
import './editor.css';

/** The editor of one layout's draft: toolbar, drawing, properties and findings, and their dialogs. */
export function EditorWorkspace({ draft }: { readonly draft: LayoutDraft }) {
  const { t } = useTranslation('layoutEditor');
  const can = usePermission();
  const [state, dispatch] = useEditorState(docOf(draft));
  const sync = useDraftSync(draft, state, dispatch);
  const [tool, setTool] = useState<EditorTool>('select');
  const [grid, setGrid] = useState(10);
  const [stationType, setStationType] = useState<StationType>('Public');
  const [direction, setDirection] = useState<SegmentDirection>('both');
  const [scalePoints, setScalePoints] = useState<readonly [Point, Point] | null>(null);
  const [dialog, setDialog] = useState<'zone' | 'publish' | 'versions' | 'help' | null>(null);
  const [backgroundVersion, setBackgroundVersion] = useState(0);
  const canvas = useRef<MapCanvasHandle>(null);
  const doc = shownDoc(state);
  const model = useMemo(() => modelOf(doc, draft.layoutId, draft.mapId), [doc, draft.layoutId, draft.mapId]);
  const commit = (next: EditorDoc, selection?: Selection) => dispatch({ type: 'commit', doc: next, selection });

  const tools = useEditorTool(state, dispatch, { tool, grid, stationType, direction, stationPrefix: 'S' }, {
    refused: (reason) => feedback.message.warning(t(`refusedSegment.${reason}`)),
    scalePicked: (a, b) => (distance(a, b) >= 1 ? setScalePoints([a, b]) : feedback.message.warning(t('scale.tooClose'))),
  });
  const commands = useEditorCommands({
    state,
    dispatch,
    grid,
    canvas,
    active: dialog === null && scalePoints === null && sync.refusal === null,
    setTool,
    cancelGesture: tools.cancel,
    save: () => void sync.save(),
    makeZone: () => (state.selection.stations.size ? setDialog('zone') : feedback.message.info(t('zoneNeedsStations'))),
    help: () => setDialog('help'),
  });

  // Findings describe the drawing they were computed on.
  const present = state.history.present;
  const checked = useRef(present);
  useEffect(() => {
    if (present !== checked.current && present !== state.saved) sync.edited();
    checked.current = present;
  }, [present, state.saved, sync]);

  // Space held: the map pans under a drag whatever the tool.
  useEffect(() => {
    const key = (down: boolean) => (event: KeyboardEvent) => {
      if (event.key === ' ' && !(event.target instanceof HTMLInputElement || event.target instanceof HTMLTextAreaElement)) tools.space.current = down;
    };
    const onDown = key(true);
    const onUp = key(false);
    window.addEventListener('keydown', onDown);
    window.addEventListener('keyup', onUp);
    return () => {
      window.removeEventListener('keydown', onDown);
      window.removeEventListener('keyup', onUp);
    };
  }, [tools.space]);

  const dirty = isDirty(state);
  useLeaveWarning(dirty);

  const showFinding = (finding: SiteFinding) => {
    const focus = drawnFocus(doc, model, finding);
    dispatch({ type: 'select', selection: focus.selection });
    if (focus.at) canvas.current?.centreOn(focus.at, 1.5);
  };

  const makeZone = (zone: ZoneInput) => {
    const [next, key] = addZone(present, [...state.selection.stations], zone.zoneCode, zone.zoneName, zone.zoneType);
    commit(next, { stations: new Set(), segments: new Set(), zones: new Set([key]) });
    setDialog(null);
  };

  const applyScale = (metres: number) => {
    const mmPerUnit = scalePoints && scaleFrom(scalePoints[0], scalePoints[1], metres);
    setScalePoints(null);
    setTool('select');
    if (!mmPerUnit) return;
    commit(setLayout(present, { mmPerUnit }));
    feedback.message.success(t('scale.done', { mm: mmPerUnit }));
  };

  const zoneCodes = new Set([...present.zones.values()].map((z) => z.zoneCode));
  const meta = sync.meta;
  return (
    <div className="le-root" data-testid="layout-editor" data-revision={meta.revision}>
      <div className="le-status">
        <Typography.Text strong>{`${meta.layoutCode} · ${meta.layoutName}`}</Typography.Text>
        {meta.publishedVersion === null ? (
          <Tag>{t('neverPublished')}</Tag>
        ) : (
          <Tag color="green" data-testid="editor-running" data-version={meta.publishedVersion}>
            {t('running', { version: meta.publishedVersion })}
          </Tag>
        )}
        {(dirty || meta.unpublished) && (
          <Tag color="orange" data-testid="editor-unpublished">
            {dirty ? t('unsaved') : t('unpublished')}
          </Tag>
        )}
        <Typography.Text type="secondary" data-testid="editor-counts" data-stations={present.stations.size} data-segments={present.segments.size}>
          {t('counts', { stations: present.stations.size, segments: present.segments.size, zones: present.zones.size })}
        </Typography.Text>
      </div>
      <EditorToolbar
        tool={tool}
        grid={grid}
        stationType={stationType}
        direction={direction}
        canUndo={canUndo(state.history)}
        canRedo={canRedo(state.history)}
        hasSelection={!isEmpty(state.selection)}
        dirty={dirty}
        busy={sync.busy}
        canPublish={can(Perm.layoutPublish)}
        setTool={(next) => {
          tools.cancel();
          setTool(next);
        }}
        setGrid={setGrid}
        setStationType={setStationType}
        setDirection={setDirection}
        run={commands.run}
        check={() => void sync.check()}
        publish={() => setDialog('publish')}
        versions={() => setDialog('versions')}
      />
      <div className="le-body">
        <div className={`le-stage le-tool-${tool}${doc.background ? ' le-with-background' : ''}`} data-testid="editor-stage">
          <MapCanvas
            ref={canvas}
            model={model}
            tool={tools.tool}
            fitKey={draft.layoutId}
            overlay={<EditorOverlay doc={doc} model={model} selection={state.selection} gesture={tools.view} findings={sync.findings.list} findingsStale={sync.findings.stale} />}
          >
            {doc.background && meta.backgroundType && <BackgroundImage layoutId={draft.layoutId} placement={doc.background} version={backgroundVersion} />}
            {grid > 0 && <GridLines grid={grid} width={doc.width} height={doc.height} />}
            <StaticLayer model={model} showText showStatus={false} shadow={false} floorGrid={false} />
          </MapCanvas>
        </div>
        <aside className="le-side">
          <Inspector
            doc={present}
            model={model}
            selection={state.selection}
            commit={commit}
            makeZone={() => setDialog('zone')}
            background={{
              layoutId: draft.layoutId,
              backgroundType: meta.backgroundType,
              changed: (type) => {
                sync.setMeta((m) => ({ ...m, backgroundType: type }));
                setBackgroundVersion((v) => v + 1);
              },
              scale: () => setTool('scale'),
            }}
          />
          <FindingsPanel findings={sync.findings} show={showFinding} />
        </aside>
      </div>
      <ZoneDialog
        open={dialog === 'zone'}
        suggested={nextCode(zoneCodes, 'Z')}
        taken={(code) => zoneCodes.has(code)}
        onDone={makeZone}
        onCancel={() => setDialog(null)}
      />
      <ScaleDialog units={scalePoints ? distance(scalePoints[0], scalePoints[1]) : null} onDone={applyScale} onCancel={() => setScalePoints(null)} />
      <PublishDialog
        open={dialog === 'publish'}
        onCancel={() => setDialog(null)}
        onDone={(note) => {
          setDialog(null);
          void sync.publish(note);
        }}
      />
      <RefusalDialog refusal={sync.refusal} onClose={sync.closeRefusal} />
      <HelpDialog open={dialog === 'help'} onClose={() => setDialog(null)} />
      <VersionsDialog layoutId={draft.layoutId} open={dialog === 'versions'} onClose={() => setDialog(null)} restored={() => void sync.reload()} />
    </div>
  );
}

/** Grid lines every `grid` map units over the layout's area (what placed stations snap to). */
function GridLines({ grid, width, height }: { readonly grid: number; readonly width: number; readonly height: number }) {
  const id = `le-grid-${grid}`;
  return (
    <>
      <defs>
        <pattern id={id} width={grid} height={grid} patternUnits="userSpaceOnUse">
          <path d={`M${grid} 0H0V${grid}`} className="le-grid-line" />
        </pattern>
      </defs>
      <rect x={0} y={0} width={width} height={height} fill={`url(#${id})`} className="le-grid" />
    </>
  );
}

