import { useEffect, useState, useSyncExternalStore } from 'react';
import type { SnackbarProviderProps } from 'notistack';
import { loadNotistack, toastStack } from './toast';

type Notistack = Awaited<ReturnType<typeof loadNotistack>>;

/** Tells the toast helper the provider is up (a child's effect runs once the provider is mounted). */
function StackMounted({ notistack }: { notistack: Notistack }) {
  useEffect(() => {
    toastStack.mounted(notistack);
    return () => toastStack.unmounted();
  }, [notistack]);
  return null;
}

/**
 * The page's one toast stack (the shell mounts it once). notistack and its provider arrive with the
 * first toast, not with the page.
 */
export function ToastStack(props: Omit<SnackbarProviderProps, 'children'>) {
  const wanted = useSyncExternalStore(toastStack.subscribe, toastStack.isWanted, toastStack.isWanted);
  const [notistack, setNotistack] = useState<Notistack | null>(null);
  useEffect(() => {
    if (!wanted || notistack) return;
    let current = true;
    loadNotistack().then(
      (loaded) => current && setNotistack(loaded),
      (error: unknown) => current && toastStack.failed(error),
    );
    return () => {
      current = false;
    };
  }, [wanted, notistack]);
  if (!notistack) return null;
  const { SnackbarProvider } = notistack;
  return (
    <SnackbarProvider {...props}>
      <StackMounted notistack={notistack} />
    </SnackbarProvider>
  );
}
