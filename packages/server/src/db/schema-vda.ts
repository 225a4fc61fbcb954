/** What AGVS sent each VDA 5050 vehicle of its running order (migration 0026, modules/vda5050/sent-store.ts). */
export interface VdaSentOrdersTable {
  agv_id: string;
  tenant_id: number;
  order_id: string;
  order_update_id: number;
  /** JSON of StoredSentOrder (nodes sent with sequence ids, action ids, progress reported). */
  sent: string;
  updated_at: number;
}

/** The last headerId AGVS sent on each topic (migration 0037, modules/vda5050/header-ids.ts). */
export interface VdaHeaderIdsTable {
  topic: string;
  header_id: number;
  updated_at: number;
}

export interface VdaTables {
  vda_sent_orders: VdaSentOrdersTable;
  vda_header_ids: VdaHeaderIdsTable;
}
