import { describe, expect, it } from 'vitest';
import { firstPageFiles, type Manifest } from './check-budgets.ts';

const manifest: Manifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_runtime.js'], css: ['assets/index-a.css'] },
  '_runtime.js': { file: 'assets/runtime-b.js' },
  'src/features/chrome/footer/footer.tsx': { file: 'assets/footer-c.js', imports: ['_runtime.js', '_shared.js'], css: ['assets/footer-c.css'] },
  '_shared.js': { file: 'assets/shared-d.js', assets: ['assets/brand-e.woff2', 'assets/logo-f.svg'] },
  'src/features/search/flight-results-page.tsx': { file: 'assets/results-g.js', imports: ['_later.js'] },
  '_later.js': { file: 'assets/later-h.js' },
};

describe('firstPageFiles', () => {
  it('takes the entry and the first-page dynamic imports with their static imports, CSS and fonts, once each', () => {
    expect(firstPageFiles(manifest)).toEqual({
      js: ['assets/index-a.js', 'assets/footer-c.js', 'assets/runtime-b.js', 'assets/shared-d.js'],
      css: ['assets/index-a.css', 'assets/footer-c.css'],
      fonts: ['assets/brand-e.woff2'],
    });
  });

  it('costs nothing for a first-page module the build merged into the entry chunk (no manifest entry)', () => {
    expect(firstPageFiles(manifest, ['src/features/search/front-door-page.tsx']).js).toEqual(['assets/index-a.js', 'assets/runtime-b.js']);
  });

  it('throws without an entry chunk', () => {
    expect(() => firstPageFiles({ '_runtime.js': { file: 'assets/runtime-b.js' } })).toThrow(/no entry chunk/);
  });
});
