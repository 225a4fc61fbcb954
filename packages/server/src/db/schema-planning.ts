/** Production plan tables (migration 0034, modules/planning, docs/planning.md). Times: ms since epoch. */
export interface PlanPlanTable {
  id: string;
  tenant_id: number;
  plan_code: string;
  plan_name: string;
  /** les_line.id */
  line_id: string;
  /** les_bom.id: the product built. */
  bom_id: string;
  quantity: number;
  start_time: number;
  end_time: number;
  /** Seconds per product; null: the plan's window divided by its quantity. */
  takt_seconds: number | null;
  /** JSON [[fromMs, toMs], ...]: breaks and gaps between shifts, sorted, inside the window. */
  breaks: string;
  /** One of PLAN_STATUSES. */
  status: string;
  memo: string | null;
  released_at: number | null;
  update_by: string | null;
  created_at: number;
  updated_at: number;
}

export interface PlanDetailTable {
  id: string;
  tenant_id: number;
  plan_id: string;
  /** workplaces.id */
  workplace_id: string;
  /** les_part_number.id */
  part_number_id: string;
  total_quantity: number;
  /** Quantity per require order (the interval's delivery). */
  batch_quantity: number;
  /** Minutes before the need time the require order is made. */
  lead_minutes: number;
  /** How much of total_quantity require orders already cover. */
  required_quantity: number;
  last_required_at: number | null;
  created_at: number;
  updated_at: number;
}

export interface PlanWarningTable {
  id: string;
  tenant_id: number;
  plan_id: string;
  detail_id: string | null;
  /** One of PLAN_WARNING_KINDS. */
  kind: string;
  level: string;
  /** JSON object of the message's parameters. */
  params: string;
  raised_at: number;
  cleared_at: number | null;
}

export interface PlanSamplingTable {
  id: string;
  tenant_id: number;
  sampling_code: string;
  layout_id: string;
  src_station_code: string;
  dest_station_code: string;
  workplace_id: string | null;
  part_number_id: string | null;
  product: string | null;
  quantity: number;
  reason: string | null;
  transorder_id: string;
  transorder_code: string;
  /** One of SAMPLING_STATUSES. */
  status: string;
  create_by: string;
  created_at: number;
  updated_at: number;
  completed_at: number | null;
}

export interface PlanningTables {
  plan_plan: PlanPlanTable;
  plan_detail: PlanDetailTable;
  plan_warning: PlanWarningTable;
  plan_sampling: PlanSamplingTable;
}
