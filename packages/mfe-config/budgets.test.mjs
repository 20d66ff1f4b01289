import { describe, expect, it } from 'vitest';
import { BUDGETS, budgetTargets, checkBudgets, gzipSize } from './budgets.mjs';

const manifest = {
  name: 'mfe_search',
  metaData: { remoteEntry: { name: 'remoteEntry.js' } },
  shared: [
    { name: 'react', assets: { js: { sync: ['react.js'], async: [] } } },
    { name: '@manzil/ui', assets: { js: { sync: ['ui-a.js', 'ui-b.js'], async: [] } } },
  ],
  exposes: [
    { name: 'HeroSearch', assets: { js: { sync: ['ui-a.js', 'hero.js'], async: ['lazy.js'] } } },
    { name: 'PropertiesPage', assets: { js: { sync: ['props.js', 'react.js'], async: [] } } },
  ],
};

/** A file of `size` bytes that gzip cannot shrink much (random bytes). */
function incompressible(size) {
  const bytes = Buffer.alloc(size);
  for (let i = 0; i < size; i += 1) bytes[i] = Math.floor(Math.random() * 256);
  return bytes;
}

describe('budgetTargets', () => {
  it("counts a remote's remoteEntry.js and each exposed module's own sync chunks, not shared or lazy ones", () => {
    const targets = budgetTargets({ manifest, kind: 'remote', entryFiles: [], bootstrapFiles: [] });
    expect(targets).toEqual([
      expect.objectContaining({ files: ['remoteEntry.js', 'hero.js'], limit: BUDGETS.remoteInitial }),
      expect.objectContaining({ files: ['remoteEntry.js', 'props.js'], limit: BUDGETS.remoteInitial }),
    ]);
    expect(targets[0]?.name).toContain('mfe_search/HeroSearch');
  });

  it("counts the host's entry, its bootstrap and the shared singletons it provides, once each", () => {
    const targets = budgetTargets({
      manifest: { ...manifest, name: 'shell' },
      kind: 'host',
      entryFiles: ['main.js', 'main.js.map'],
      bootstrapFiles: ['bootstrap.js', 'ui-a.js'],
      providedFiles: ['react.js', 'ui-a.js', 'ui-b.js'],
    });
    expect(targets).toHaveLength(1);
    expect(targets[0]?.files.sort()).toEqual(['bootstrap.js', 'main.js', 'react.js', 'ui-a.js', 'ui-b.js']);
    expect(targets[0]?.limit).toBe(BUDGETS.host);
  });

  it("measures each of the host's page chunks on its own, not in its start-up", () => {
    const targets = budgetTargets({
      manifest: { ...manifest, name: 'shell' },
      kind: 'host',
      entryFiles: ['main.js'],
      bootstrapFiles: ['bootstrap.js'],
      pages: { 'page-home': ['page-home.js'], 'page-not-found': ['page-not-found.js'] },
    });
    expect(targets.map((target) => [target.files, target.limit])).toEqual([
      [['main.js', 'bootstrap.js'], BUDGETS.host],
      [['page-home.js'], BUDGETS.shellPage],
      [['page-not-found.js'], BUDGETS.shellPage],
    ]);
    expect(targets[1]?.name).toBe("shell page-home (the page's own chunk)");
  });
});

describe('checkBudgets', () => {
  const files = { 'a.js': incompressible(30 * 1024), 'b.js': incompressible(30 * 1024) };
  const read = (file) => files[file];

  it('passes under the limit and reports the size', () => {
    const { lines, failures } = checkBudgets([{ name: 'x', files: ['a.js'], limit: 50 * 1024 }], read);
    expect(failures).toEqual([]);
    expect(lines[0]).toMatch(/^x: 30\.\d KB of 50\.0 KB gzip$/);
  });

  it('fails over the limit, naming the largest files and by how much', () => {
    const { failures } = checkBudgets([{ name: 'x', files: ['a.js', 'b.js'], limit: 50 * 1024 }], read);
    expect(failures).toHaveLength(1);
    expect(failures[0]).toMatch(/Byte budget exceeded: x: 60\.\d KB of 50\.0 KB gzip \(\d+\.\d KB over\)/);
    expect(failures[0]).toContain('a.js');
    expect(failures[0]).toContain('b.js');
  });

  it('measures gzip, not raw bytes', () => {
    expect(gzipSize(Buffer.from('a'.repeat(100_000)))).toBeLessThan(1000);
  });
});
