import { lazy, Suspense, useState } from 'react';
import { useAtomValue } from 'jotai';
import { signInStateAtom } from './sign-in-atoms.ts';
import type { SignInDialogProps } from './sign-in-dialog.tsx';

const LazySignInDialog = lazy(() => import('./sign-in-dialog.tsx').then((module) => ({ default: module.SignInDialog })));

/**
 * Where the app mounts the sign-in dialog (core-and-business §2, §4): renders nothing until the first show request,
 * then loads the dialog's chunk (react-hook-form and zod stay out of the frame's first script, frame-app/README.md
 * "Forms") and keeps it mounted so its close animation runs. Props as {@link SignInDialogProps}.
 */
export function SignInDialogLoader(props: SignInDialogProps) {
  const open = useAtomValue(signInStateAtom).view !== null;
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <LazySignInDialog {...props} />
    </Suspense>
  );
}
