/**
 * An order's warning as operators read it. Most warnings are text; a coded one
 * (`CODE:parameter`, from the fleet) is translated: VEHICLE_OFFLINE:<vehicle code> says the
 * order waits, unassigned, for its named vehicle to come back online (issue 14).
 */
export type Translate = (key: string, options: Record<string, unknown>) => string;

const CODED = /^(VEHICLE_OFFLINE):(.*)$/;

export function orderWarningText(t: Translate, warning: string | null | undefined): string | null {
  if (!warning) return null;
  const coded = CODED.exec(warning);
  return coded ? t(`monitorOrders:warning.${coded[1]}`, { agv: coded[2], defaultValue: warning }) : warning;
}
