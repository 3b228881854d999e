/**
 * The `storage.operation` each route sets before it touches the database, exactly as storage-api
 * names them (STOR: src/http/routes/operations.ts), so project policies may test them with
 * `storage.operation()` (or storage-api's `storage.allow_only_operation()`).
 */
export const OP = {
  CREATE_BUCKET: 'storage.bucket.create',
  DELETE_BUCKET: 'storage.bucket.delete',
  EMPTY_BUCKET: 'storage.bucket.empty',
  LIST_BUCKET: 'storage.bucket.list',
  GET_BUCKET: 'storage.bucket.get',
  UPDATE_BUCKET: 'storage.bucket.update',
  COPY_OBJECT: 'storage.object.copy',
  CREATE_OBJECT: 'storage.object.upload',
  UPDATE_OBJECT: 'storage.object.upload_update',
  DELETE_OBJECT: 'storage.object.delete',
  DELETE_OBJECTS: 'storage.object.delete_many',
  GET_PUBLIC_OBJECT: 'storage.object.get_public',
  GET_AUTH_OBJECT: 'storage.object.get_authenticated',
  INFO_PUBLIC_OBJECT: 'storage.object.info_public',
  GET_AUTH_OBJECT_INFO: 'object.get_authenticated_info',
  HEAD_AUTH_OBJECT_INFO: 'object.head_authenticated_info',
  GET_SIGNED_OBJECT: 'storage.object.get_signed',
  SIGN_UPLOAD_URL: 'storage.object.sign_upload_url',
  SIGN_OBJECT_URL: 'storage.object.sign',
  SIGN_OBJECT_URLS: 'storage.object.sign_many',
  LIST_OBJECTS: 'storage.object.list',
  MOVE_OBJECT: 'storage.object.move',
  UPLOAD_SIGN_OBJECT: 'storage.object.upload_signed',
} as const;

export type Operation = (typeof OP)[keyof typeof OP];
