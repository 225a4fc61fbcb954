import { describe, expect, it } from 'vitest';
import { duplicateParamCode, externalInfoText, taskSourceFor, toCreateTaskRequest } from './taskForm';

describe('create-task form (SPEC §3, §5)', () => {
  it('sends a station destination with priority 1, Material and one cycle when the box is unchecked', () => {
    const request = toCreateTaskRequest({
      srcLayout: ['M1', 'L1'],
      srcStationCode: 'A01',
      destLayout: ['M1', 'L1'],
      destKind: 'station',
      destStationCode: 'B02',
      zoneId: 'Z1',
      cycleTimes: '7',
      cycleTimesChecked: false,
    });
    expect(request).toMatchObject({
      srcLayoutId: 'M1,L1',
      destLayoutId: 'M1,L1',
      srcStationCode: 'A01',
      destStationCode: 'B02',
      zoneId: undefined,
      taskType: 'Material',
      priority: 1,
      cycleTimes: 1,
      cycleTimesChecked: false,
      externalInfo: undefined,
    });
  });

  it('sends a zone destination without the station, and the cycle times when checked', () => {
    const request = toCreateTaskRequest({
      srcLayout: ['M1', 'L1'],
      srcStationCode: 'A01',
      destLayout: ['M1', 'L2'],
      destKind: 'zone',
      destStationCode: 'B02',
      destEquipmentId: 'E1',
      zoneId: 'Z1',
      agvId: 'agv-1',
      taskType: 'EmptyContainer',
      cycleTimesChecked: true,
      cycleTimes: '12',
    });
    expect(request).toMatchObject({ destStationCode: undefined, destEquipmentId: undefined, zoneId: 'Z1', agvId: 'agv-1', cycleTimes: 12, cycleTimesChecked: true, taskType: 'EmptyContainer' });
  });

  it('starts a task from a vehicle carrying a load without an order with no source: it only drops', () => {
    expect(taskSourceFor({ stationCode: 'A01', loadedWithoutOrder: true })).toEqual({ srcStationCode: undefined, dropOnly: true });
    expect(taskSourceFor({ stationCode: 'A01' })).toEqual({ srcStationCode: 'A01', dropOnly: false });
    expect(taskSourceFor(null)).toEqual({ srcStationCode: undefined, dropOnly: false });
    const request = toCreateTaskRequest({ srcLayout: ['M1', 'L1'], destLayout: ['M1', 'L1'], destKind: 'station', destStationCode: 'B02', agvId: 'agv-1' });
    expect(request.srcStationCode).toBeUndefined();
    expect(request.agvId).toBe('agv-1');
  });

  it('turns extra parameters into JSON object text and finds a repeated code', () => {
    const params = [
      { parameterCode: 'lot', parameter: 'L-7' },
      { parameterCode: ' qty ', parameter: '3' },
    ];
    expect(JSON.parse(externalInfoText(params)!)).toEqual({ lot: 'L-7', qty: '3' });
    expect(externalInfoText([])).toBeUndefined();
    expect(duplicateParamCode(params)).toBeNull();
    expect(duplicateParamCode([...params, { parameterCode: 'qty', parameter: '4' }])).toBe('qty');
  });
});
