// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { BRAND_CHOICES, brandLogos } from '@travel/host-sdk';
import { renderBrandGallery } from './brand-gallery.ts';
import { variantLabel } from './brand-gallery-labels.ts';

describe('brand gallery', () => {
  it('shows every brand x every variant, each image with alt text and a caption', () => {
    const root = document.createElement('div');
    const logos = brandLogos();
    renderBrandGallery(root, logos);
    const sections = root.querySelectorAll('section[data-brand]');
    expect([...sections].map((s) => s.querySelector('h2')?.textContent)).toEqual(BRAND_CHOICES.map((b) => b.displayName));
    const variants = new Set(logos.map((l) => l.variant));
    expect(variants.size).toBe(11);
    for (const section of sections) {
      const figures = section.querySelectorAll('figure');
      expect(figures).toHaveLength(variants.size);
      for (const figure of figures) {
        expect(figure.querySelector('img')?.alt).toBe(section.querySelector('h2')?.textContent);
        expect(figure.querySelector('img')?.src).toMatch(/^data:image\/svg\+xml,/);
        expect(figure.querySelector('figcaption')?.textContent).toBe(variantLabel(figure.dataset.variant!));
      }
    }
    // Every variant has a label people read, not its key.
    for (const variant of variants) expect(variantLabel(variant)).not.toBe(variant);
  });
});
