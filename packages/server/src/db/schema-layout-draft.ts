/** A layout's site drawing (migration 0021), drawn under the layout in the editor. */
export interface LayoutBackgroundsTable {
  /** One drawing per layout. */
  layout_id: string;
  tenant_id: number;
  /** image/png, image/jpeg or image/svg+xml, from the content (not the upload's claim). */
  content_type: string;
  content: Buffer;
  size: number;
  uploaded_by: string | null;
  uploaded_at: number;
}

export interface LayoutDraftTables {
  layout_backgrounds: LayoutBackgroundsTable;
}
