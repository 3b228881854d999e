// What an upload needs beyond the page: the checks before it (size, kind, quota), the thumbnail made
// off the main thread, and the save (object, then row). use-upload-queue.ts loads this with the first
// batch, so a page with a file manager does not download it until something is dropped or chosen.
export { planUploads } from '../../lib/upload-plan';
export { makeThumbnail, warmThumbnailWorker } from '../make-thumbnail';
export { saveFile } from '../../../providers/files';
