/**
 * schema.org markup in an HTML mail body (issue #26 "Inbox sync"): the JSON-LD blocks and the microdata items airlines,
 * hotels, rental companies and rail operators embed in their confirmations (Google's "Email markup" reference,
 * https://developers.google.com/workspace/gmail/markup/reference/flight-reservation and its siblings).
 *
 * The HTML is parsed with parse5 (the WHATWG HTML parsing algorithm, as a browser would) and never rendered or
 * executed: only `<script type="application/ld+json">` text and `itemscope`/`itemprop` attributes are read.
 * - JSON-LD: every block that parses as JSON; arrays and `@graph` lists are flattened; a block that is not JSON is
 *   skipped.
 * - Microdata (HTML Living Standard §5.2): each top-level item (`itemscope` without `itemprop`) becomes an object with
 *   `@type` (the last path segment of `itemtype`) and its properties; a property's value is a nested item, or
 *   `content` (meta), `href` (a, link), `datetime` (time), `src` (img), `value` (data), else the element's text.
 * Types are compared without the schema.org prefix (`http://schema.org/FlightReservation` -> `FlightReservation`).
 */
import { parse } from 'parse5';

/** A schema.org thing as read from markup: `@type` plus properties (strings, nested things or lists of them). */
export type Thing = { '@type'?: string | string[] } & Record<string, unknown>;

/** Most items read from one message (a confirmation for a large group has one per passenger and segment). */
export const MAX_MARKUP_ITEMS = 200;

interface Node {
  nodeName: string;
  tagName?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: Node[];
  value?: string;
  content?: Node;
}

const attr = (n: Node, name: string): string | undefined => n.attrs?.find((a) => a.name === name)?.value;
const children = (n: Node): Node[] => [...(n.childNodes ?? []), ...(n.content?.childNodes ?? [])];

function textOf(n: Node): string {
  if (n.nodeName === '#text') return n.value ?? '';
  if (n.tagName === 'script' || n.tagName === 'style') return '';
  return children(n).map(textOf).join('');
}

/** The last path segment of a schema.org type URL or name. */
export function typeName(type: unknown): string {
  const t = Array.isArray(type) ? type[0] : type;
  return typeof t === 'string' ? (t.split(/[/#]/).pop() ?? '') : '';
}

function microdataValue(n: Node): unknown {
  if (attr(n, 'itemscope') !== undefined) return microdataItem(n);
  switch (n.tagName) {
    case 'meta':
      return attr(n, 'content') ?? '';
    case 'a':
    case 'link':
    case 'area':
      return attr(n, 'href') ?? '';
    case 'time':
      return attr(n, 'datetime') ?? textOf(n).trim();
    case 'img':
    case 'source':
      return attr(n, 'src') ?? '';
    case 'data':
    case 'meter':
      return attr(n, 'value') ?? '';
    default:
      return textOf(n).replace(/\s+/g, ' ').trim();
  }
}

function microdataItem(root: Node): Thing {
  const item: Thing = {};
  const type = attr(root, 'itemtype');
  if (type) item['@type'] = typeName(type.trim().split(/\s+/)[0]);
  const add = (name: string, value: unknown) => {
    const existing = item[name];
    if (existing === undefined) item[name] = value;
    else item[name] = Array.isArray(existing) ? [...existing, value] : [existing, value];
  };
  const walk = (n: Node) => {
    for (const child of children(n)) {
      const props = attr(child, 'itemprop');
      if (props) for (const p of props.trim().split(/\s+/)) add(p, microdataValue(child));
      // A nested item's own properties belong to it, not to this one.
      if (attr(child, 'itemscope') === undefined) walk(child);
    }
  };
  walk(root);
  return item;
}

function flattenJsonLd(value: unknown, out: Thing[]): void {
  if (out.length >= MAX_MARKUP_ITEMS) return;
  if (Array.isArray(value)) {
    for (const v of value) flattenJsonLd(v, out);
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  const obj = value as Record<string, unknown>;
  if (Array.isArray(obj['@graph'])) flattenJsonLd(obj['@graph'], out);
  if (obj['@type'] !== undefined) out.push(obj as Thing);
}

/**
 * The schema.org things of an HTML document: JSON-LD blocks first, then microdata items, at most
 * {@link MAX_MARKUP_ITEMS}. Never throws (malformed HTML is parsed as a browser would; bad JSON is skipped).
 */
export function extractThings(html: string): Thing[] {
  const out: Thing[] = [];
  const doc = parse(html) as unknown as Node;
  const visit = (n: Node, insideItem: boolean) => {
    if (out.length >= MAX_MARKUP_ITEMS) return;
    if (n.tagName === 'script' && (attr(n, 'type') ?? '').trim().toLowerCase() === 'application/ld+json') {
      try {
        flattenJsonLd(JSON.parse(textOf({ nodeName: 'x', childNodes: n.childNodes ?? [] })) as unknown, out);
      } catch {
        // Not JSON: skipped.
      }
      return;
    }
    const isTopItem = !insideItem && attr(n, 'itemscope') !== undefined && attr(n, 'itemprop') === undefined;
    if (isTopItem) out.push(microdataItem(n));
    for (const child of children(n)) visit(child, insideItem || attr(n, 'itemscope') !== undefined);
  };
  visit(doc, false);
  return out.slice(0, MAX_MARKUP_ITEMS);
}
