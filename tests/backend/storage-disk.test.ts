import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ws from 'ws';
import { BlobTooLarge, diskBlobStore } from '../../local-supabase/storage/blob-store.ts';
import { startLocalSupabase, type LocalSupabase } from '../../local-supabase/server.ts';
import { bytes } from './storage-support.ts';

/** A stream that delivers some bytes and then fails, like a client that went away. */
function failingStream(good: Uint8Array): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(Buffer.from(good));
      } else this.destroy(new Error('client went away'));
    },
  });
}

describe('storage bytes on disk', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'ls-storage-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('writes atomically: a failed or oversized write leaves neither the file nor a temp file', async () => {
    const store = diskBlobStore(path.join(root, 'blobs'));
    const ok = await store.write('b', 'v1', Readable.from([Buffer.from('hello '), Buffer.from('disk')]), 100);
    expect(ok).toEqual({ size: 10, eTag: `"${createHash('md5').update('hello disk').digest('hex')}"` });
    expect(readFileSync(path.join(root, 'blobs', 'b', 'v1'), 'utf8')).toBe('hello disk');

    await expect(store.write('b', 'v2', failingStream(bytes(5000)), 1e9)).rejects.toThrow('client went away');
    await expect(store.write('b', 'v3', Readable.from([Buffer.from(bytes(200))]), 100)).rejects.toBeInstanceOf(BlobTooLarge);
    expect(readdirSync(path.join(root, 'blobs', 'b'))).toEqual(['v1']);
    expect(readdirSync(path.join(root, 'blobs', '.tmp'))).toEqual([]);

    const part = await store.read('b', 'v1', { start: 6, end: 9 });
    const chunks: Buffer[] = [];
    for await (const c of part ?? []) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('disk');
    await expect(store.write('..', 'v4', Readable.from([Buffer.from('x')]), 10)).rejects.toThrow(/unsafe/);
  });

  describe('a local-supabase with a data directory', () => {
    let ls: LocalSupabase;
    let admin: SupabaseClient;
    const dataDir = path.join(root, 'data');
    const project = path.join(root, 'project');

    beforeAll(async () => {
      rmSync(project, { recursive: true, force: true });
      // What a crash could leave behind: a temp file and a blob whose row never committed.
      mkdirSync(path.join(dataDir, 'storage', '.tmp'), { recursive: true });
      mkdirSync(path.join(dataDir, 'storage', 'disk'), { recursive: true });
      writeFileSync(path.join(dataDir, 'storage', '.tmp', 'half-written'), 'half');
      writeFileSync(path.join(dataDir, 'storage', 'disk', '00000000-0000-4000-8000-000000000000'), 'orphan');
      ls = await startLocalSupabase({ port: 0, dataDir, databaseUrl: undefined, seed: false, projectDir: project, log: () => undefined });
      admin = createClient(ls.url, ls.serviceRoleKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        realtime: { transport: ws as unknown as typeof WebSocket },
      });
      expect((await admin.storage.createBucket('disk')).error).toBeNull();
    });
    afterAll(async () => {
      await ls?.close();
    });

    it('sweeps temp files and unreferenced blobs at start-up', () => {
      expect(existsSync(path.join(dataDir, 'storage', '.tmp', 'half-written'))).toBe(false);
      expect(readdirSync(path.join(dataDir, 'storage', 'disk'))).toEqual([]);
    });

    it('keeps bytes under <dataDir>/storage/<bucket>/<version> and deletes them with the object', async () => {
      const body = bytes(2 * 1024 * 1024 + 5, 5);
      expect((await admin.storage.from('disk').upload('../../escape/a.bin', body.buffer)).error).not.toBeNull();
      expect((await admin.storage.from('disk').upload('folder/a.bin', body.buffer)).error).toBeNull();
      const files = readdirSync(path.join(dataDir, 'storage', 'disk'));
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^[0-9a-f-]{36}$/);
      expect(Buffer.compare(readFileSync(path.join(dataDir, 'storage', 'disk', files[0])), Buffer.from(body))).toBe(0);
      expect(existsSync(path.join(root, 'escape'))).toBe(false);

      expect((await admin.storage.from('disk').upload('folder/a.bin', 'replaced', { upsert: true })).error).toBeNull();
      const after = readdirSync(path.join(dataDir, 'storage', 'disk'));
      expect(after).toHaveLength(1);
      expect(readFileSync(path.join(dataDir, 'storage', 'disk', after[0]), 'utf8')).toBe('replaced');

      expect((await admin.storage.from('disk').remove(['folder/a.bin'])).data).toHaveLength(1);
      expect(readdirSync(path.join(dataDir, 'storage', 'disk'))).toEqual([]);
    });

    it('keeps exactly one file when several upserts of one name race', async () => {
      const bodies = ['one', 'two', 'three', 'four', 'five'];
      const results = await Promise.all(bodies.map((b) => admin.storage.from('disk').upload('race.txt', b, { upsert: true })));
      expect(results.map((r) => r.error)).toEqual(bodies.map(() => null));
      const files = readdirSync(path.join(dataDir, 'storage', 'disk'));
      expect(files).toHaveLength(1);
      const stored = await (await admin.storage.from('disk').download('race.txt')).data?.text();
      expect(bodies).toContain(stored);
      expect(readFileSync(path.join(dataDir, 'storage', 'disk', files[0]), 'utf8')).toBe(stored);
    });
  });
});
