/** Self-registration and password recovery (migration 0030, modules/account, docs/accounts.md). */
export interface AccountRegistrationsTable {
  id: string;
  username: string;
  /** usernameKey(username): one registration or account per name, whatever its case. */
  username_key: string;
  realname: string;
  email: string;
  phone: string | null;
  password_hash: string;
  tenant_id: number;
  /** pending | approved | rejected */
  status: string;
  created_at: number;
  decided_at: number | null;
  decided_by: string | null;
  reason: string | null;
}

/** One open recovery code per account; only its hash is kept. */
export interface PasswordRecoveriesTable {
  user_id: string;
  code_hash: string;
  expires_at: number;
  attempts: number;
  created_at: number;
}

export interface AccountTables {
  account_registrations: AccountRegistrationsTable;
  password_recoveries: PasswordRecoveriesTable;
}
