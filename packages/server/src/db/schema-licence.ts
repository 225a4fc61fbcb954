/** Imported licences (migration 0029, modules/licence, docs/licence.md). The newest import is in force. */
export interface LicencesTable {
  /** The licence's own id (licenceId in the signed payload). */
  id: string;
  /** The whole signed file, as imported: it is verified again each time the server reads it. */
  content: string;
  imported_at: number;
  imported_by: string | null;
}

export interface LicenceTables {
  licences: LicencesTable;
}
