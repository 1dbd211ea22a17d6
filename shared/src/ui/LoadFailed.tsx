import { errorMessages } from '../api/error-message';
import { Button } from './Button';
import { EmptyState } from './EmptyState';

/**
 * What a section shows when its data could not be loaded: what failed, why (from the error, when
 * given: server down, too slow, an unreadable reply), and a way to try again.
 */
export function LoadFailed({ title, error, onRetry }: { title: string; error?: unknown; onRetry: () => void }) {
  return (
    <EmptyState
      title={title}
      {...(error === undefined ? {} : { children: errorMessages(error)[0] })}
      action={
        <Button type="button" onClick={onRetry}>
          Try again
        </Button>
      }
    />
  );
}
