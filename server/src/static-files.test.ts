/**
 * static-files.ts `fileListing` (issue #23): the frame's assets are served by exact name from a listing of their
 * folder instead of a `readdir` per request, so the listing must keep what that check kept (one spelling per file,
 * files only) and still pick up a build written while the server runs.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fileListing } from './static-files.ts';

let dir: string;
let clock: number;
const now = () => clock;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'file-listing-'));
  clock = 1_000_000;
  fs.writeFileSync(path.join(dir, 'main-Bx3kQ9_z.js'), 'export {};\n');
  fs.mkdirSync(path.join(dir, 'nested'));
});

afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('fileListing', () => {
  it('holds the files of the folder by their exact name only: not another case, not a folder, not a path', async () => {
    const names = fileListing(dir, { now });
    expect(await names.has('main-Bx3kQ9_z.js')).toBe(true);
    expect(await names.has('MAIN-Bx3kQ9_z.js')).toBe(false);
    expect(await names.has('main-bx3kq9_z.js')).toBe(false);
    expect(await names.has('nested')).toBe(false);
    expect(await names.has('../main-Bx3kQ9_z.js')).toBe(false);
  });

  it('finds a file written after its first read once the refresh interval has passed, not before', async () => {
    const names = fileListing(dir, { now, refreshMs: 1_000 });
    expect(await names.has('later-Ab12Cd34.js')).toBe(false);
    fs.writeFileSync(path.join(dir, 'later-Ab12Cd34.js'), 'export {};\n');
    clock += 999;
    expect(await names.has('later-Ab12Cd34.js')).toBe(false);
    clock += 1;
    expect(await names.has('later-Ab12Cd34.js')).toBe(true);
    // The next build replaces the files: its names come, and the old ones go, with the next read.
    fs.rmSync(path.join(dir, 'main-Bx3kQ9_z.js'));
    fs.writeFileSync(path.join(dir, 'main-Zz98Yy76.js'), 'export {};\n');
    clock += 1_000;
    expect(await names.has('main-Zz98Yy76.js')).toBe(true);
    expect(await names.has('main-Bx3kQ9_z.js')).toBe(false);
  });

  it('holds nothing for a folder that does not exist yet, and its files once it does', async () => {
    const missing = path.join(dir, 'assets');
    const names = fileListing(missing, { now, refreshMs: 1_000 });
    expect(await names.has('main-Bx3kQ9_z.js')).toBe(false);
    fs.mkdirSync(missing);
    fs.writeFileSync(path.join(missing, 'main-Bx3kQ9_z.js'), 'export {};\n');
    clock += 1_000;
    expect(await names.has('main-Bx3kQ9_z.js')).toBe(true);
  });
});
