/**
 * The verification page's return path (issue #24 "back to `redir` (same-origin paths only)"): same-origin paths kept,
 * every other origin, protocol-relative and script URL refused for the business home.
 */
import { describe, expect, it } from 'vitest';
import { safeBusinessRedir } from './redir.ts';

describe('safeBusinessRedir', () => {
  it.each([
    ['/business/users?page=2', '/business/users?page=2'],
    ['/flights/JFK-LHR/2030-01-01?adults=1#top', '/flights/JFK-LHR/2030-01-01?adults=1#top'],
    ['/', '/'],
    ['/business/../trips', '/trips'],
  ])('keeps the same-origin path %s', (redir, expected) => {
    expect(safeBusinessRedir(redir)).toBe(expected);
  });

  it.each([
    [null],
    [''],
    ['https://evil.example/steal'],
    ['//evil.example'],
    ['//evil.example/business'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['javascript:alert(1)'],
    ['evil.example/path'],
    ['/\t/evil.example'],
    ['/business/verify?redir=/business'],
    ['/business/verify'],
  ])('refuses %s for the business home', (redir) => {
    expect(safeBusinessRedir(redir)).toBe('/business');
  });
});
