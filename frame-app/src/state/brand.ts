/**
 * The brand in effect (core-and-business §1: brand display is driven by the global brandDisplayName).
 * An unknown brand name falls back to the partner's default brand with a logged warning.
 */
import { atom } from 'jotai';
import { resolveBrand, type Brand } from '@travel/brands/core';
import type { FrameBootstrap } from '@travel/contract';
import { bootstrapAtom } from './bootstrap.ts';
import { logger, type Logger } from './logger.ts';

/**
 * Resolves the bootstrap's brandDisplayName to a Brand. When it is unknown, logs
 * `Unknown brand "<name>", using default` and uses the partner's default brand.
 */
export function resolveFrameBrand(
  bootstrap: Pick<FrameBootstrap, 'brandDisplayName' | 'partner'>,
  log: Pick<Logger, 'warn'> = logger,
): Brand {
  const requested = bootstrap.brandDisplayName || bootstrap.partner.defaultBrand;
  const { brand, fellBack } = resolveBrand(requested);
  if (!fellBack) return brand;
  log.warn(`Unknown brand "${requested}", using default`);
  return resolveBrand(bootstrap.partner.defaultBrand).brand;
}

/** Resolved once per bootstrap value (jotai caches derived atoms), so the warning logs once. */
export const brandAtom = atom<Brand>((get) => resolveFrameBrand(get(bootstrapAtom)));
