import { describe, expect, it } from 'vitest';
import { codeLabel, formatNumber, formatRate, formatVolume } from '../../src/lib/labels';

// Issue 16, rough edges: lists showed raw codes (`electricity`, `draft`) and bare numbers.
describe('labels and units', () => {
  it('turns stored codes into words', () => {
    expect(codeLabel('electricity')).toBe('Electricity');
    expect(codeLabel('gas')).toBe('Natural Gas');
    expect(codeLabel('draft')).toBe('Draft');
    expect(codeLabel('in_progress')).toBe('In progress');
    expect(codeLabel(null)).toBe('—');
  });

  it('writes volumes and rates with separators and the commodity unit', () => {
    expect(formatVolume(120000, 'electricity')).toBe('120,000 kWh');
    expect(formatVolume('9500.4', 'gas')).toBe('9,500 GJ');
    expect(formatVolume(null, 'gas')).toBe('—');
    expect(formatRate(0.095, 'electricity')).toBe('0.0950 $/kWh');
    expect(formatRate(4.12, 'gas')).toBe('4.1200 $/GJ');
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
  });
});
