/** src/components/use-revealed.ts: a long form is revealed once its data has arrived, and stays. */
import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRevealed } from '../../src/components/use-revealed';

describe('useRevealed', () => {
  it('is false until the data arrives, then true, and stays true', async () => {
    const { result, rerender } = renderHook(({ arrived }) => useRevealed(arrived), { initialProps: { arrived: false } });
    expect(result.current).toBe(false);
    rerender({ arrived: true });
    await waitFor(() => expect(result.current).toBe(true));
    rerender({ arrived: false });
    expect(result.current).toBe(true);
  });

  it('is true at once when the data is there already (a cached record)', () => {
    const { result } = renderHook(() => useRevealed(true));
    expect(result.current).toBe(true);
  });
});
