/**
 * The file manager's upload code loads with the first batch (src/components/file-manager/use-upload-queue.ts).
 * When it cannot be loaded (offline, a new version deployed), every file of the batch says so in the
 * queue and comes back failed, so the page shows its "Error Saving File" notices as for a failed upload.
 */
import '@testing-library/jest-dom/vitest';
import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useUploadQueue } from '../../src/components/file-manager/use-upload-queue';

vi.mock('../../src/components/file-manager/upload-steps', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('useUploadQueue when its code cannot be loaded', () => {
  it('fails each file of the batch with the reason, and can be tried again', async () => {
    const target = { kind: 'files' as const, organizationId: 'o1', entity: 'accounts' as const, entityId: 'a1' };
    const { result } = renderHook(() => useUploadQueue(target, 'p1'));
    const files = [new File(['a'], 'a.pdf'), new File(['b'], 'b.png')];
    let batch: Awaited<ReturnType<typeof result.current.upload>> | undefined;
    await act(async () => {
      batch = await result.current.upload(files, 'OTHER');
    });
    expect(batch?.saved).toEqual([]);
    expect(batch?.failed.map((f) => f.name)).toEqual(['a.pdf', 'b.png']);
    // The load's error (vitest words it its own way here), on each file and in the queue.
    const reason = batch?.failed[0]?.message;
    expect(reason).toMatch(/error/i);
    expect(result.current.items.map((i) => [i.name, i.status, i.message])).toEqual([
      ['a.pdf', 'failed', reason],
      ['b.png', 'failed', reason],
    ]);
    // A second batch tries the load again (and fails again here).
    await act(async () => {
      batch = await result.current.upload([new File(['c'], 'c.csv')]);
    });
    expect(batch?.failed.map((f) => f.name)).toEqual(['c.csv']);
  });
});
