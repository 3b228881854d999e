import { beforeEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
const storage = vi.hoisted(() => ({
  uploadObject: vi.fn(),
  signedUrl: vi.fn(),
  removeObjects: vi.fn(),
  organizationStorage: vi.fn(),
}));
const db = vi.hoisted(() => ({ insert: vi.fn(), delete: vi.fn() }));

vi.mock('../../providers/storage', async (importOriginal) => ({ ...(await importOriginal<object>()), ...storage }));
vi.mock('../../providers/supabase-client', () => ({
  supabaseClient: {
    from: (table: string) => ({
      insert: (row: Record<string, unknown>) => ({ select: () => ({ single: () => db.insert(table, row) }) }),
      delete: () => ({ eq: (_c: string, id: string) => ({ select: () => db.delete(table, id) }) }),
    }),
  },
}));

const { saveFile, deleteStoredFile } = await import('../../providers/files');
const { StorageError, UploadCancelled } = await import('../../providers/storage');

const ORG = 'b0000000-0000-4000-8000-000000000001';
const ACC = 'f0000000-0000-4000-8000-000000000003';
const USER = 'a0000000-0000-4000-8000-000000000006';
const folder = `${ORG}/accounts/${ACC}`;
const file = (name: string, body = 'hello', type = 'application/pdf') => new File([body], name, { type });
const input = (f: File, more: object = {}) => ({
  kind: 'files' as const,
  organizationId: ORG,
  entity: 'accounts' as const,
  entityId: ACC,
  file: f,
  type: 'LOA',
  profileId: USER,
  ...more,
});

beforeEach(() => {
  calls.length = 0;
  vi.resetAllMocks();
  storage.uploadObject.mockImplementation(async (path: string) => void calls.push(`upload ${path}`));
  storage.signedUrl.mockImplementation(async (path: string) => `https://signed/${path}`);
  storage.removeObjects.mockImplementation(async (paths: string[]) => (calls.push(`remove ${paths.join(',')}`), paths));
  storage.organizationStorage.mockResolvedValue(0);
  db.insert.mockImplementation(
    async (table: string, row: Record<string, unknown>) => (calls.push(`insert ${table}`), { data: { id: 'r1', ...row }, error: null }),
  );
  db.delete.mockImplementation(async (table: string) => (calls.push(`delete ${table}`), { data: [{ id: 'r1' }], error: null }));
});

describe('saveFile', () => {
  it('writes the row only after the object (and thumbnail) exist, with every column', async () => {
    const thumb = new Blob(['tiny'], { type: 'image/jpeg' });
    const row = await saveFile(input(file('Site photo.jpg', 'jpeg-bytes', 'image/jpeg'), { thumbnail: thumb }));
    expect(calls).toEqual([`upload ${folder}/Site_photo.jpg`, `upload ${folder}/thumbnails/Site_photo.jpg`, 'insert files']);
    expect(row).toMatchObject({
      account_id: ACC,
      organization_id: ORG,
      profile_id: USER,
      type: 'LOA',
      file_name: 'Site_photo.jpg',
      file_size: 10,
      path: `${folder}/Site_photo.jpg`,
      url: `https://signed/${folder}/Site_photo.jpg`,
      thumb_path: `${folder}/thumbnails/Site_photo.jpg`,
      thumb_file_size: 4,
    });
  });

  it('photos rows carry no type; extra columns are added', async () => {
    await saveFile(input(file('m.png', 'x', 'image/png'), { kind: 'photos', entity: 'tasks', extra: { account_id: ACC } }));
    const [, row] = db.insert.mock.calls[0] as [string, Record<string, unknown>];
    expect(db.insert.mock.calls[0][0]).toBe('photos');
    expect(row).not.toHaveProperty('type');
    expect(row).toMatchObject({ account_id: ACC, task_id: ACC });
  });

  it('does not overwrite: a taken name (409) is retried with a short suffix', async () => {
    storage.uploadObject.mockImplementationOnce(async () => {
      throw new StorageError('The resource already exists', '409');
    });
    const row = await saveFile(input(file('bill.pdf')));
    expect(row.path).toMatch(new RegExp(`^${folder}/bill-[a-z0-9]{6}\\.pdf$`));
    expect(row.file_name).toBe('bill.pdf');
  });

  it('removes the uploaded objects when the row cannot be written, and writes no row', async () => {
    db.insert.mockResolvedValueOnce({ data: null, error: { message: 'new row violates row-level security policy' } });
    await expect(saveFile(input(file('a.png', 'x', 'image/png'), { thumbnail: new Blob(['t']) }))).rejects.toMatchObject({
      message: 'new row violates row-level security policy',
    });
    expect(calls.at(-1)).toBe(`remove ${folder}/a.png,${folder}/thumbnails/a.png`);
  });

  it('a dropped connection mid-upload: clear error, no row, clean-up of nothing stored', async () => {
    storage.uploadObject.mockRejectedValueOnce(new Error('The connection was lost during the upload. Please try again.'));
    await expect(saveFile(input(file('a.pdf')))).rejects.toThrow('The connection was lost');
    expect(db.insert).not.toHaveBeenCalled();
  });

  it('a thumbnail that fails to upload takes the original with it', async () => {
    storage.uploadObject.mockImplementation(async (path: string) => {
      if (path.includes('/thumbnails/')) throw new Error('The connection was lost during the upload. Please try again.');
      calls.push(`upload ${path}`);
    });
    await expect(saveFile(input(file('a.png', 'x', 'image/png'), { thumbnail: new Blob(['t']) }))).rejects.toThrow();
    expect(calls).toEqual([`upload ${folder}/a.png`, `remove ${folder}/a.png`]);
  });

  it('a cancel leaves no row and nothing stored', async () => {
    const controller = new AbortController();
    storage.uploadObject.mockImplementation(async (path: string) => {
      calls.push(`upload ${path}`);
      controller.abort();
    });
    await expect(saveFile(input(file('a.pdf'), { signal: controller.signal }))).rejects.toBeInstanceOf(UploadCancelled);
    expect(calls).toEqual([`upload ${folder}/a.pdf`, `remove ${folder}/a.pdf`]);
  });

  it('explains a storage refusal that is the quota', async () => {
    storage.uploadObject.mockRejectedValueOnce(new StorageError('new row violates row-level security policy', '403'));
    storage.organizationStorage.mockResolvedValueOnce(5_368_709_120 - 2);
    await expect(saveFile(input(file('a.pdf', 'abc')))).rejects.toThrow(
      /a\.pdf would take your organization past its 5\.0 GB storage quota/,
    );
  });
});

describe('deleteStoredFile', () => {
  const stored = { id: 'r1', path: `${folder}/a.png`, thumb_path: `${folder}/thumbnails/a.png` };
  it('deletes the row, then the object and its thumbnail', async () => {
    await deleteStoredFile('files', stored);
    expect(calls).toEqual(['delete files', `remove ${folder}/a.png,${folder}/thumbnails/a.png`]);
  });
  it('a refused delete (no row removed) keeps the objects', async () => {
    db.delete.mockResolvedValueOnce({ data: [], error: null });
    await expect(deleteStoredFile('photos', stored)).rejects.toThrow('You may not delete this file');
    expect(storage.removeObjects).not.toHaveBeenCalled();
  });
});
