import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDownDataDir } from './owner-only';

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

const modeOf = (path: string) => statSync(path).mode & 0o777;

function openDataDir(): string {
  const root = mkdtempSync(join(tmpdir(), 'shopforge-data-'));
  roots.push(root);
  mkdirSync(join(root, 'oauth', 'base'), { recursive: true });
  writeFileSync(join(root, 'oauth', 'base', '1259'), 'relation');
  writeFileSync(join(root, 'demo.json'), '{}');
  chmodSync(join(root, 'oauth', 'base', '1259'), 0o666);
  chmodSync(join(root, 'demo.json'), 0o644);
  chmodSync(join(root, 'oauth', 'base'), 0o777);
  chmodSync(join(root, 'oauth'), 0o755);
  chmodSync(root, 0o755);
  return root;
}

describe('embedded data permissions', () => {
  it('makes every folder 0700 and every file 0600, the data folder itself included', () => {
    const root = openDataDir();
    lockDownDataDir(root);
    expect(modeOf(root)).toBe(0o700);
    expect(modeOf(join(root, 'oauth'))).toBe(0o700);
    expect(modeOf(join(root, 'oauth', 'base'))).toBe(0o700);
    expect(modeOf(join(root, 'oauth', 'base', '1259'))).toBe(0o600);
    expect(modeOf(join(root, 'demo.json'))).toBe(0o600);
  });

  it('counts what it found open to other users, so the start can warn', () => {
    const root = openDataDir();
    expect(lockDownDataDir(root)).toBe(5);
    expect(lockDownDataDir(root)).toBe(0);
  });

  it('does not follow symbolic links out of the data folder', () => {
    const root = openDataDir();
    const outside = mkdtempSync(join(tmpdir(), 'shopforge-outside-'));
    roots.push(outside);
    chmodSync(outside, 0o755);
    symlinkSync(outside, join(root, 'link'));
    lockDownDataDir(root);
    expect(modeOf(outside)).toBe(0o755);
  });
});
