import { TextField, businessNow } from '@storefront/shared';
import { scheduleMax, scheduleMin } from './schedule-rules';
import { Choices, InlineRow, Section } from './checkout-ui';

/** Now, or a scheduled time (when the platform and the store take scheduled orders). */
export function ScheduleSection({
  scheduling,
  onScheduling,
  value,
  onValue,
  takeAway,
}: {
  scheduling: boolean;
  onScheduling: (scheduling: boolean) => void;
  value: string;
  onValue: (value: string) => void;
  takeAway: boolean;
}) {
  return (
    <Section>
      <Choices>
        <legend>{takeAway ? 'Pick-up Time' : 'Delivery Time'}</legend>
        <label>
          <input type="radio" name="schedule" checked={!scheduling} onChange={() => onScheduling(false)} />
          Now
        </label>
        <label>
          <input type="radio" name="schedule" checked={scheduling} onChange={() => onScheduling(true)} />
          Schedule for later
        </label>
      </Choices>
      {scheduling ? (
        <InlineRow>
          <TextField
            label="Scheduled time"
            type="datetime-local"
            min={scheduleMin(businessNow())}
            max={scheduleMax(businessNow())}
            value={value}
            onChange={(event) => onValue(event.target.value)}
          />
        </InlineRow>
      ) : null}
    </Section>
  );
}
