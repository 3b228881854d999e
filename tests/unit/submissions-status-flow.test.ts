import { describe, expect, it } from 'vitest';
import { allowedMoves } from '../../resources/matrix-submissions/status-flow';

const admin = () => true;
const rep = (p: string) => p !== 'pricing.ADMIN';

describe('contract submission moves offered', () => {
  it('draft can only be submitted', () => {
    expect(allowedMoves('draft', admin).map((a) => a.to)).toEqual(['submitted']);
  });
  it('submitted: approve and reject only for pricing administrators; anyone may withdraw', () => {
    expect(allowedMoves('submitted', admin).map((a) => a.to)).toEqual(['approved', 'rejected', 'draft']);
    expect(allowedMoves('submitted', rep).map((a) => a.to)).toEqual(['draft']);
  });
  it('approved is final; rejected goes back to draft', () => {
    expect(allowedMoves('approved', admin)).toEqual([]);
    expect(allowedMoves('rejected', rep).map((a) => a.label)).toEqual(['Back to draft']);
  });
});
