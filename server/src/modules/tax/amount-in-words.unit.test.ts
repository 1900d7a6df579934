import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords', () => {
  it('writes rupees and paise the way an Indian invoice does', () => {
    expect(amountInWords(129950)).toBe('Rupees One Thousand Two Hundred Ninety-Nine and Fifty Paise Only');
    expect(amountInWords(100)).toBe('Rupees One Only');
    expect(amountInWords(0)).toBe('Rupees Zero Only');
    expect(amountInWords(50)).toBe('Rupees Zero and Fifty Paise Only');
    expect(amountInWords(101)).toBe('Rupees One and One Paise Only');
    expect(amountInWords(34900)).toBe('Rupees Three Hundred Forty-Nine Only');
    expect(amountInWords(10000)).toBe('Rupees One Hundred Only');
    expect(amountInWords(1100)).toBe('Rupees Eleven Only');
    expect(amountInWords(2100)).toBe('Rupees Twenty-One Only');
    expect(amountInWords(9000)).toBe('Rupees Ninety Only');
    expect(amountInWords(100000)).toBe('Rupees One Thousand Only');
    expect(amountInWords(100500)).toBe('Rupees One Thousand Five Only');
    expect(amountInWords(1001999)).toBe('Rupees Ten Thousand Nineteen and Ninety-Nine Paise Only');
  });

  it('groups in lakh and crore', () => {
    expect(amountInWords(12345678900)).toBe('Rupees Twelve Crore Thirty-Four Lakh Fifty-Six Thousand Seven Hundred Eighty-Nine Only');
    expect(amountInWords(10000000)).toBe('Rupees One Lakh Only');
    expect(amountInWords(1000000000)).toBe('Rupees One Crore Only');
    expect(amountInWords(1000000100)).toBe('Rupees One Crore One Only');
    expect(amountInWords(12300000)).toBe('Rupees One Lakh Twenty-Three Thousand Only');
    expect(amountInWords(9999999999)).toBe('Rupees Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine and Ninety-Nine Paise Only');
    expect(amountInWords(100000000000)).toBe('Rupees One Hundred Crore Only');
    expect(amountInWords(1234567890000)).toBe('Rupees One Thousand Two Hundred Thirty-Four Crore Fifty-Six Lakh Seventy-Eight Thousand Nine Hundred Only');
  });

  it('refuses what is not a whole, non-negative number of paise', () => {
    for (const bad of [-1, 1.5, Number.NaN, Number.POSITIVE_INFINITY]) expect(() => amountInWords(bad)).toThrow(RangeError);
  });
});
