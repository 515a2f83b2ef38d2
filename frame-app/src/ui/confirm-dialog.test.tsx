// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { Provider, createStore } from 'jotai';
import { describe, expect, it } from 'vitest';
import { hostScrollAtom } from '../state/index.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

function renderDialog(store = createStore()) {
  render(
    <Provider store={store}>
      <ConfirmDialog isOpen onOpenChange={() => undefined} title="Cancel booking?" confirmLabel="Yes, cancel booking" cancelLabel="Keep booking" onConfirm={() => undefined}>
        <p>Your card is refunded.</p>
      </ConfirmDialog>
    </Provider>,
  );
  const dialog = screen.getByRole('alertdialog', { name: 'Cancel booking?' });
  // The overlay layer: ModalOverlay > Modal > Dialog.
  const overlay = dialog.parentElement!.parentElement!;
  return { dialog, overlay, store };
}

describe('ConfirmDialog inside a partner page', () => {
  it('without a host scroll position the overlay keeps its own inset (the whole frame)', () => {
    const { overlay } = renderDialog();
    expect(overlay.style.top).toBe('');
    expect(overlay.style.height).toBe('');
  });

  it('covers only the part of the frame the visitor sees, and follows the partner page scrolling', () => {
    const store = createStore();
    window.innerHeight = 6000; // the frame is as tall as its content
    store.set(hostScrollAtom, { scrollY: 5000, viewportHeight: 844, frameTop: -4800 });
    const { overlay } = renderDialog(store);
    expect(overlay.style.top).toBe('4800px');
    expect(overlay.style.height).toBe('844px');
    expect(overlay.style.bottom).toBe('auto');

    act(() => store.set(hostScrollAtom, { scrollY: 1000, viewportHeight: 844, frameTop: -800 }));
    expect(overlay.style.top).toBe('800px');
  });
});
