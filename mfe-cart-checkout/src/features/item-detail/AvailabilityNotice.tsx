import { AVAILABLE_LATER_TEXT, NOT_AVAILABLE_TITLE, type Availability } from './item-rules';
import { Notice } from './quick-view-ui';

/** Outside the item's hours: orderable for later, or not available (with its hours). */
export function AvailabilityNotice({ timing }: { timing: Availability }) {
  if (timing.kind === 'later') return <Notice $tone="info">{AVAILABLE_LATER_TEXT}</Notice>;
  if (timing.kind === 'unavailable') {
    return (
      <Notice $tone="danger" role="status">
        <strong>{NOT_AVAILABLE_TITLE}</strong> — available {timing.hours}
      </Notice>
    );
  }
  return null;
}
