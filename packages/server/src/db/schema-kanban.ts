/** Kanban boards for wall screens (migration 0025, modules/kanban, docs/kanban.md). */
export interface KanbanBoardsTable {
  id: string;
  tenant_id: number;
  name: string;
  layout_id: string;
  /** One of KANBAN_PAGES. */
  page: string;
  /** SHA-256 (hex) of the current token (kept after revoking, so that token is told "revoked"). The token itself is never stored. */
  token_hash: string | null;
  /** Last four characters of the token, to tell screens apart in the list. */
  token_hint: string | null;
  issued_at: number;
  revoked_at: number | null;
  created_by: string | null;
  created_at: number;
}

export interface KanbanTables {
  kanban_boards: KanbanBoardsTable;
}
