// @vitest-environment node
/**
 * The one open-redirect check (issue #22 "Open redirect"): whatever `redir` an attacker writes, the server's
 * `Location` is refused or a path of the product's own origin, also after dot segments are resolved and after
 * percent-decoding. Pure function: no database, so it runs in either project.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolveSameOriginPath, sameOriginRedirectTarget } from './same-origin-path.ts';

const PRODUCT = 'https://product.example';

/** Percent-decodes until nothing changes (what a lenient proxy or a second hop might do), or null when malformed. */
function fullyDecoded(path: string): string | null {
  let current = path;
  for (let i = 0; i < 5; i += 1) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return null;
    }
    if (next === current) return current;
    current = next;
  }
  return current;
}

/** Whether a browser given `Location: target` on the product origin stays there, also with the path decoded. */
function staysOnProduct(target: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is checked
  const unsafe = /[\\\u0000-\u001f\u007f]/;
  const path = target.split(/[?#]/, 1)[0]!;
  const decoded = fullyDecoded(path);
  return (
    target.startsWith('/') &&
    !target.startsWith('//') &&
    !unsafe.test(target) &&
    new URL(target, PRODUCT).origin === PRODUCT &&
    decoded !== null &&
    !decoded.startsWith('//') &&
    !unsafe.test(decoded) &&
    new URL(decoded, PRODUCT).origin === PRODUCT
  );
}

describe('resolveSameOriginPath', () => {
  it.each([
    '/.//evil.example/x',
    '/..//evil.example',
    '/a/..//',
    '/a/..//evil.example',
    '/%2e%2e//evil.example',
    '/%2E.//evil.example',
    '/p/demo/../..//evil.example',
    '/p/demo/%2e%2e/%2e%2e//evil.example',
    '/./\\evil.example',
    '/%2f/evil.example',
    '/%2F%2Fevil.example',
    '/%5cevil.example',
    '/%252f%252fevil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/%09/evil.example',
    '/%E0%A4%A',
  ])('refuses %j (another origin once normalised or decoded)', (raw) => {
    expect(resolveSameOriginPath(raw)).toBeNull();
    expect(sameOriginRedirectTarget(raw)).toBeNull();
  });

  it('keeps ordinary paths of this origin, resolving dot segments', () => {
    expect(sameOriginRedirectTarget('/p/demo/trips?x=1#h')).toBe('/p/demo/trips?x=1#h');
    expect(sameOriginRedirectTarget('/p/demo/trips?x=1#h', { hash: false })).toBe('/p/demo/trips?x=1');
    expect(sameOriginRedirectTarget('/a/../b')).toBe('/b');
    expect(sameOriginRedirectTarget('/p/demo/hotels/Paris%2C%20France')).toBe('/p/demo/hotels/Paris%2C%20France');
    expect(sameOriginRedirectTarget('/..')).toBe('/');
  });

  it('for any input, answers null or a single-slash path that keeps the product origin, also decoded', () => {
    const piece = fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2E', '%2f', '%2F', '%5c', '%5C', '%25', '%09', '%0a', '\t', '\n', '\r', ' ', '?', '#', '@', ':', 'evil.example', 'p', 'demo', 'a', 'https:', 'javascript:', '%', '\u3002', '\uff0f', '\u0000');
    const raw = fc.oneof(fc.array(piece, { maxLength: 10 }).map((parts) => parts.join('')), fc.string(), fc.webPath(), fc.webUrl());
    let accepted = 0;
    let refused = 0;
    fc.assert(
      fc.property(raw, (input) =>
        [true, false].every((hash) => {
          const target = sameOriginRedirectTarget(input, { hash });
          if (target === null) refused += 1;
          else accepted += 1;
          return target === null || staysOnProduct(target);
        }),
      ),
      { numRuns: 2000 },
    );
    // Both outcomes occurred, so the property checked real targets.
    expect(accepted).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });
});
