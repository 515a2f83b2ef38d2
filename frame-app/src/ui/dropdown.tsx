import { Menu, MenuItem, MenuTrigger, Popover as AriaPopover, type Key } from 'react-aria-components';
import { Button } from './button.tsx';
import type { ButtonVariant } from './button-class.ts';
import { POPOVER_ANIMATION_MS, POPOVER_DEFAULT_OFFSET_PX, POPOVER_DEFAULT_PLACEMENT } from './constants.ts';
import type { PopoverPlacement } from './popover.tsx';
import styles from './popover.module.css';
import { useVisibleRegionBoundary } from './visible-region.ts';
import type { CSSProperties } from 'react';

/** One entry of a {@link Dropdown}. */
export interface DropdownItem<K extends string> {
  id: K;
  label: string;
  isDisabled?: boolean;
}

/** Props of {@link Dropdown}. */
export interface DropdownProps<K extends string> {
  /** Text of the button that opens the menu (its accessible name). */
  label: string;
  /** At least one entry. */
  items: readonly DropdownItem<K>[];
  /** Called with the chosen entry's id; the menu closes. */
  onAction(id: K): void;
  /** Default {@link POPOVER_DEFAULT_PLACEMENT}, flipping when there is no room. */
  placement?: PopoverPlacement;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * A dropdown menu (core-and-business §2 "dropdowns"): a button opening a react-aria-components Menu in the kit's
 * popover surface (bottom start, 200 ms animation). Enter, Space or ArrowDown opens it with focus on the first
 * entry, arrows move, Enter chooses, Escape closes and focus returns to the button.
 */
export function Dropdown<K extends string>({ label, items, onAction, placement = POPOVER_DEFAULT_PLACEMENT, variant = 'secondary', className }: DropdownProps<K>) {
  const boundary = useVisibleRegionBoundary();
  return (
    <MenuTrigger>
      <Button variant={variant} {...(className ? { className } : {})}>
        {label}
        <span aria-hidden="true"> ▾</span>
      </Button>
      <AriaPopover
        placement={placement}
        offset={POPOVER_DEFAULT_OFFSET_PX}
        {...(boundary ? { boundaryElement: boundary } : {})}
        className={[styles.popover, styles.animated].join(' ')}
        style={{ '--popover-animation-ms': `${POPOVER_ANIMATION_MS}ms` } as CSSProperties}
      >
        <Menu
          className={styles.menu}
          items={items}
          onAction={(key: Key) => {
            const item = items.find((i) => i.id === key);
            if (item) onAction(item.id);
          }}
        >
          {(item) => (
            <MenuItem id={item.id} className={styles.menuItem} isDisabled={item.isDisabled ?? false}>
              {item.label}
            </MenuItem>
          )}
        </Menu>
      </AriaPopover>
    </MenuTrigger>
  );
}
