/**
 * The file manager: one component for every place documents or photos appear.
 *
 * Props contract (stable — other screens depend on it; add optional props only):
 *
 *   <FileManager
 *     entity="accounts"            // FileEntity: accounts | pricing_requests | proposals | tasks | matrix_submissions | contracts
 *     entityId={id}                // uuid of that record: the row's link column and the storage folder
 *     organizationId={orgId}       // uuid of the record's organization: the first folder of every object path
 *     kind="files"                 // 'files' (default) or 'photos' (table photos; photo wording)
 *     types={['LOA']}              // files only: list only these types; uploads get the first, or a choice when several
 *     extra={{ account_id }}       // more columns for new rows (e.g. account_id for a task's photo, pricing_request_id for a proposal's file)
 *     accept="application/pdf"     // restrict what may be picked (as <input accept>); photos default to 'image/*'
 *     capture                      // offer "Take photo" (camera on phones); photos default to true
 *     title="Letters of Authorization"
 *     readOnly                     // list, preview and download only
 *     onChange={() => …}           // after a file is saved or deleted (lists of `files`/`photos` are invalidated anyway)
 *   />
 *
 *   <StorageUsage organizationId={orgId} />   // the organization's use of its 5 GiB quota
 *
 * Storage: `{organizationId}/{entity}/{entityId}/{name}` in bucket `organizations` (docs/files.md).
 * Delete needs files.DELETE (button hidden otherwise; the database refuses anyway).
 */
export { FileManager, type FileManagerProps } from './file-manager';
export { StorageUsage } from './storage-usage';
export type { FileEntity } from '../../lib/storage-path';
export type { FileKind, StoredFile } from '../../../providers/files';
