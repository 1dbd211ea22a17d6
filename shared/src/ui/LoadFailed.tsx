import { Button } from './Button';
import { EmptyState } from './EmptyState';

/** What a section shows when its data could not be loaded: what failed, and a way to try again. */
export function LoadFailed({ title, onRetry }: { title: string; onRetry: () => void }) {
  return (
    <EmptyState
      title={title}
      action={
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
