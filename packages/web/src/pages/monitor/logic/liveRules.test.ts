import type { AgvInfoCard } from '@agvs/contract';
import { describe, expect, it } from 'vitest';
import {
  batteryBand,
  chargeCountdown,
  drawnCards,
  drawnOnMap,
  moveDuration,
  RUN_STATUS_COLOURS,
  runStatusColour,
  signedTurn,
  toCardView,
  toMapVehicle,
  turnDegrees,
  vehicleColour,
} from './liveRules';

describe('runStatusColour (SPEC §4)', () => {
  it('colours the run statuses', () => {
    expect(runStatusColour('RUNNING', null)).toBe(RUN_STATUS_COLOURS.RUNNING);
    expect(runStatusColour('PAUSE', null)).toBe(RUN_STATUS_COLOURS.PAUSE);
    expect(runStatusColour('CONTROL_PARK', null)).toBe(RUN_STATUS_COLOURS.CONTROL_PARK);
    expect(runStatusColour('ERROR', null)).toBe(RUN_STATUS_COLOURS.ERROR);
  });
  it('colours STOP by the first error level', () => {
    expect(runStatusColour('STOP', 'Notice')).toBe(RUN_STATUS_COLOURS.grey);
    expect(runStatusColour('STOP', 'Warning')).toBe(RUN_STATUS_COLOURS.grey);
    expect(runStatusColour('STOP', 'Error')).toBe(RUN_STATUS_COLOURS.ERROR);
    expect(runStatusColour('STOP', 'Fatal')).toBe(RUN_STATUS_COLOURS.ERROR);
    expect(runStatusColour('STOP', null)).toBe(RUN_STATUS_COLOURS.grey);
  });
});

describe('batteryBand (SPEC §4)', () => {
  it('uses the card thresholds', () => {
    expect(batteryBand(30, 30, 50)).toBe('low');
    expect(batteryBand(31, 30, 50)).toBe('normal');
    expect(batteryBand(49.9, 30, 50)).toBe('normal');
    expect(batteryBand(50, 30, 50)).toBe('healthy');
  });
  it('defaults to 20 / 40 without thresholds', () => {
    expect(batteryBand(20)).toBe('low');
    expect(batteryBand(21, null, null)).toBe('normal');
    expect(batteryBand(39)).toBe('normal');
    expect(batteryBand(40)).toBe('healthy');
  });
});

describe('move animation rule (SPEC §4)', () => {
  it('animates 1000 ms, 0 when the heading turns more than 90 degrees', () => {
    expect(moveDuration(0, 0)).toBe(1000);
    expect(moveDuration(0, 90)).toBe(1000);
    expect(moveDuration(0, 91)).toBe(0);
    expect(moveDuration(350, 20)).toBe(1000);
    expect(moveDuration(-90, 180)).toBe(1000);
    expect(moveDuration(0, 180)).toBe(0);
  });
  it('measures the shortest turn', () => {
    expect(turnDegrees(350, 10)).toBe(20);
    expect(signedTurn(350, 10)).toBe(20);
    expect(signedTurn(10, 350)).toBe(-20);
    expect(turnDegrees(0, 270)).toBe(90);
  });
});

describe('chargeCountdown (SPEC §4)', () => {
  it('shows mm:ss to a full battery', () => {
    expect(chargeCountdown(60, 0, 59 * 60_000)).toBe('01:00');
    expect(chargeCountdown(120, 1000, 1000 + 5_000)).toBe('119:55');
    expect(chargeCountdown(1, 0, 30_500)).toBe('00:29');
  });
  it('is empty when not positive or unknown', () => {
    expect(chargeCountdown(1, 0, 60_000)).toBe('');
    expect(chargeCountdown(1, 0, 120_000)).toBe('');
    expect(chargeCountdown(null, 0, 0)).toBe('');
    expect(chargeCountdown(60, undefined, 0)).toBe('');
  });
});

const card = (over: Partial<AgvInfoCard> = {}, vo: Partial<AgvInfoCard['agvVo']> = {}): AgvInfoCard =>
  ({
    agvUid: 'U1',
    agvVo: { agvName: 'FL01', isConnected: 1, ...vo },
    runStatus: 'STOP',
    chargeStatus: 'UNCHARGED',
    battery: 55,
    x: 10,
    y: 20,
    angle: 90,
    stationCode: 'P01',
    srcStationCode: null,
    destStationCode: null,
    agvStatus: { Main: { LoadStatus: 1 } },
    transorderVo: null,
    agvErrorInfoVoList: [{ errorCode: 'E1', agvName: 'FL01', errorLevel: 'Fatal' }],
    ...over,
  }) as unknown as AgvInfoCard;

describe('card conversion', () => {
  it('maps a card to a map vehicle', () => {
    expect(toMapVehicle(card())).toMatchObject({
      agvUid: 'U1',
      agvName: 'FL01',
      x: 10,
      y: 20,
      angle: 90,
      isConnected: true,
      loaded: true,
      hasError: true,
      colour: RUN_STATUS_COLOURS.ERROR,
    });
  });
  it('reads optional battery fields from the card or its vehicle record', () => {
    const view = toCardView(card({ chargeStatus: 'CHARGING' }, { batteryLowLevel: 15, runOrderBatteryLevel: 35 } as never));
    expect(view).toMatchObject({ batteryLowLevel: 15, runOrderBatteryLevel: 35, charging: true, batteryFullTime: null });
    expect(toCardView(card()).batteryLowLevel).toBeNull();
  });
  it('tells the card a vehicle carries a load without an order', () => {
    expect(toCardView(card({ loadedWithoutOrder: true })).loadedWithoutOrder).toBe(true);
    expect(toCardView(card({ loadedWithoutOrder: false })).loadedWithoutOrder).toBe(false);
    expect(toCardView(card()).loadedWithoutOrder).toBe(false);
  });
  it('draws connected vehicles only unless offline ones are shown', () => {
    const list = [card(), card({ agvUid: 'U2' }, { isConnected: 0 })];
    expect(drawnCards(list, false).map((c) => c.agvUid)).toEqual(['U1']);
    expect(drawnCards(list, true)).toHaveLength(2);
  });
  it('draws a map vehicle when connected or when offline ones are shown, in its card colour or its run status colour', () => {
    expect(drawnOnMap({ isConnected: true }, false)).toBe(true);
    expect(drawnOnMap({ isConnected: false }, false)).toBe(false);
    expect(drawnOnMap({ isConnected: false }, true)).toBe(true);
    expect(vehicleColour({ colour: '#123456', runStatus: 'RUNNING' })).toBe('#123456');
    expect(vehicleColour({ runStatus: 'PAUSE' })).toBe(RUN_STATUS_COLOURS.PAUSE);
  });
});
