import type { DatabaseChoice } from './install-rules';

/** A folder the shop writes to, and whether it may. */
export interface FolderState {
  name: string;
  path: string;
  writable: boolean;
}

export interface PermissionReport {
  folders: FolderState[];
  /** Where the installer suggests the SQLite file (in the data folder). */
  sqlite_path: string;
}

/**
 * `install/*`: whether the shop is set up (a set-up shop refuses every call with status 403),
 * the folder report and the database step, each carrying the setup token in a header.
 */
export interface InstallGateway {
  /** True when the shop is set up (the installer is closed for good). */
  configured(language: string): Promise<boolean>;
  permissions(token: string, language: string): Promise<PermissionReport>;
  /** Resolves with the server's success message. */
  setDatabase(token: string, choice: DatabaseChoice, language: string): Promise<string>;
  /** True once the shop itself answers at this address (the installer has handed the port over). */
  shopServing(language: string): Promise<boolean>;
}
