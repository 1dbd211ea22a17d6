import { SelectField, businessNow } from '@storefront/shared';
import type { ScheduleSlot } from '@storefront/shared/contract/schedule-slots';
import { CLOSED_NOW_SCHEDULE_TEXT, chosenSlot, slotDays } from './schedule-rules';
import { Choices, InlineRow, Muted, Section } from './checkout-ui';

/**
 * Now, or one of the store's slots, picked by day and time (shown only where the platform and the
 * store take scheduled orders). A store closed now offers its slots alone.
 */
export function ScheduleSection({
  slots,
  closedNow,
  scheduling,
  onScheduling,
  value,
  onValue,
  takeAway,
}: {
  slots: readonly ScheduleSlot[];
  closedNow: boolean;
  scheduling: boolean;
  onScheduling: (scheduling: boolean) => void;
  /** The chosen slot's schedule_at ('' before one is chosen: the first is). */
  value: string;
  onValue: (value: string) => void;
  takeAway: boolean;
}) {
  const days = slotDays(slots, businessNow());
  const chosen = chosenSlot(slots, value)?.schedule_at ?? '';
  const day = days.find((candidate) => candidate.times.some((time) => time.value === chosen)) ?? days[0];
  return (
    <Section>
      <Choices>
        <legend>{takeAway ? 'Pick-up Time' : 'Delivery Time'}</legend>
        <label>
          <input
            type="radio"
            name="schedule"
            checked={!scheduling}
            disabled={closedNow}
            onChange={() => onScheduling(false)}
          />
          Now
        </label>
        <label>
          <input type="radio" name="schedule" checked={scheduling} onChange={() => onScheduling(true)} />
          Schedule for later
        </label>
      </Choices>
      {closedNow ? <Muted>{CLOSED_NOW_SCHEDULE_TEXT}</Muted> : null}
      {scheduling && day ? (
        <InlineRow>
          <SelectField
            label="Day"
            value={day.date}
            options={days.map((option) => ({ value: option.date, label: option.label }))}
            // A new day starts at its first slot.
            onChange={(event) =>
              onValue(days.find((option) => option.date === event.target.value)?.times[0]?.value ?? '')
            }
          />
          <SelectField
            label="Time slot"
            value={chosen}
            options={day.times}
            onChange={(event) => onValue(event.target.value)}
          />
        </InlineRow>
      ) : null}
    </Section>
  );
}
