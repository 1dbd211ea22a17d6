import { TextArea } from '@storefront/shared';
import { Section } from './checkout-ui';

/** The customer's note to the store. */
export function NoteSection({ note, onChange }: { note: string; onChange: (note: string) => void }) {
  return (
    <Section>
      <label htmlFor="order-note">
        <h2>Additional Note</h2>
      </label>
      <TextArea id="order-note" value={note} onChange={(event) => onChange(event.target.value)} />
    </Section>
  );
}
