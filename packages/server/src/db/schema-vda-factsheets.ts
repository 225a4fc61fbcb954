/** The last factsheet of each VDA 5050 vehicle (migration 0027, modules/vda5050/factsheet.ts). */
export interface VdaFactsheetsTable {
  agv_id: string;
  tenant_id: number;
  vda_version: string;
  /** The whole factsheet message, JSON. */
  factsheet: string;
  /** JSON list of the agv_models fields (camelCase) it filled because they were empty. */
  model_filled: string;
  received_at: number;
}

export interface VdaFactsheetTables {
  vda_factsheets: VdaFactsheetsTable;
}
