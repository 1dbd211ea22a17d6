import styled from 'styled-components';
import { Section } from './checkout-ui';

const NoteArea = styled.textarea`
  width: 100%;
  min-height: 80px;
  padding: 0.6rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
`;

/** The customer's note to the store. */
export function NoteSection({ note, onChange }: { note: string; onChange: (note: string) => void }) {
  return (
    <Section>
      <label htmlFor="order-note">
        <h2>Additional Note</h2>
      </label>
      <NoteArea id="order-note" value={note} onChange={(event) => onChange(event.target.value)} />
    </Section>
  );
}
