/**
 * The demo partner site's "Brand gallery" page (issue #10: brand managers see every brand x logo variant side by
 * side; chrome-and-consent §2 "Header logo"). Renders the host SDK's `brandLogos()` (public entry) as one section
 * per brand (`<section data-brand="{id}">` with an `<h2>`), each logo a `<figure data-variant="{variant}">` with
 * the image (alt: the brand name), on the background it is drawn for, and a caption "{variant label}".
 */
import { brandLogos, type BrandLogo } from '@travel/host-sdk';
import { variantLabel } from './brand-gallery-labels.ts';
import './styles.css';
import './brand-gallery.css';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className?: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}

/** One gallery cell: the logo on its background and its caption. */
function cell(logo: BrandLogo): HTMLElement {
  const figure = el('figure', 'gallery-cell');
  figure.dataset.variant = logo.variant;
  const plate = el('div', `gallery-plate gallery-plate-${logo.background}`);
  plate.style.setProperty('--plate-background', logo.backgroundColor);
  const img = el('img', 'gallery-logo');
  img.src = logo.src;
  img.alt = logo.brandName;
  img.width = logo.width;
  img.height = logo.height;
  plate.append(img);
  figure.append(plate, el('figcaption', 'gallery-caption', variantLabel(logo.variant)));
  return figure;
}

/** Renders every brand's section into `root`. */
export function renderBrandGallery(root: HTMLElement, logos: readonly BrandLogo[] = brandLogos()): void {
  const byBrand = new Map<string, BrandLogo[]>();
  for (const logo of logos) byBrand.set(logo.brand, [...(byBrand.get(logo.brand) ?? []), logo]);
  for (const [brand, list] of byBrand) {
    const section = el('section', 'gallery-brand');
    section.dataset.brand = brand;
    const heading = el('h2', 'gallery-brand-name', list[0]!.brandName);
    heading.id = `brand-${brand}`;
    section.setAttribute('aria-labelledby', heading.id);
    const grid = el('div', 'gallery-grid');
    grid.append(...list.map(cell));
    section.append(heading, grid);
    root.append(section);
  }
}

const root = document.getElementById('brand-gallery');
if (root) renderBrandGallery(root);
