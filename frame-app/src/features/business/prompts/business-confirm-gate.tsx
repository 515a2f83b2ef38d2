/**
 * Places the business confirmation prompt (prompts/business-confirm-prompt.tsx) for the users it concerns only: the
 * shared auth state decides (prompt-kind.ts); its code (react-aria's dialog) loads then.
 */
import { lazy, Suspense } from 'react';
import { useAuthState } from '../../access/index.ts';
import { businessPromptOf } from './prompt-kind.ts';

const LazyPrompt = lazy(() => import('./business-confirm-prompt.tsx').then((module) => ({ default: module.BusinessConfirmPrompt })));

/** See the module docstring; mount once in the root layout. */
export function BusinessConfirmPromptGate() {
  const auth = useAuthState();
  if (!auth || businessPromptOf(auth) === null) return null;
  return (
    <Suspense fallback={null}>
      <LazyPrompt auth={auth} />
    </Suspense>
  );
}
