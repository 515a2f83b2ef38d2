import { useLayoutEffect } from 'react';
import { brandCssVariables, type Brand } from '@travel/brands/core';

/**
 * Applies a brand as CSS custom properties (`--brand-primary`, …, `--brand-radius`, from brandCssVariables)
 * on `document.documentElement`, so every CSS module can use `var(--brand-*)`. Also sets the document title
 * to the brand's display name. Re-applies when the brand changes.
 */
export function useBrandStyles(brand: Brand, target: HTMLElement = document.documentElement): void {
  useLayoutEffect(() => {
    const variables = brandCssVariables(brand);
    for (const [name, value] of Object.entries(variables)) target.style.setProperty(name, value);
    target.dataset.brand = brand.id;
    document.title = brand.displayName;
  }, [brand, target]);
}
