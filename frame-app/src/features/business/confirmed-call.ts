/**
 * The state of an admin page's confirmation dialog whose button runs one API call (delete, deactivate, reset a lost
 * authenticator...; issue #24 "Admin hub"; account-business-header-and-trips §4 confirmation dialogs: idle -> sending ->
 * done, and a failure re-enables the buttons and shows the error line inside the dialog). Feeds ui/ConfirmDialog's
 * `onConfirm`, `isPending` and `errorMessage`.
 */
import { useState } from 'react';
import { logger } from '../../state/index.ts';

/** What {@link useConfirmedCall} returns. */
export interface ConfirmedCall {
  /** True while the call runs (the dialog's buttons are disabled and its pending line announced). */
  pending: boolean;
  /** The error line of the last failed call; undefined before, while running and after success. */
  error: string | undefined;
  /** Runs the call (the dialog's confirm button). */
  confirm(): void;
}

/**
 * @param call the API call and what follows its success (typically the page's `onDone`, which closes the dialog);
 *   a rejection is a refusal
 * @param failure the error line for a refusal (e.g. `apiErrorText` with the page's fallback, or a specific text for a
 *   field error the page knows)
 * @param logLine logged at warn with the error on every refusal
 */
export function useConfirmedCall(call: () => Promise<void>, failure: (error: unknown) => string, logLine: string): ConfirmedCall {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const confirm = (): void => {
    setPending(true);
    setError(undefined);
    call().catch((e: unknown) => {
      logger.warn(logLine, e);
      setError(failure(e));
      setPending(false);
    });
  };
  return { pending, error, confirm };
}
