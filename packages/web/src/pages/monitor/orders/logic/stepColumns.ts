/** SPEC §9: the step table scrolls 2200 by 375. */
export const STEP_SCROLL = { x: 2200, y: 375 } as const;

/**
 * Widths of the 14 step-table columns. They add up to the scroll width exactly: wider, and the
 * table ran past the width it scrolls by, its last column cut off at the dialog's edge.
 */
export const STEP_COLUMN_WIDTHS = {
  seq: 70,
  actionStepCode: 140,
  actionStepName: 180,
  isSend: 110,
  warningInfo: 220,
  actionStepType: 140,
  actionStepPara: 200,
  actionStepPara1: 200,
  actionStepPara2: 200,
  actionSuccessJump: 140,
  actionFailJump: 140,
  equipmentName: 140,
  ipAddress: 140,
  updateTime: 180,
} as const;
