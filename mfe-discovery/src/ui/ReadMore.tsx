import { useState } from 'react';
import styled from 'styled-components';
import { clampText } from '../lib/item-details-rules';

/** Long text is cut at 70 characters with a 'Read more' toggle unless a place names another limit. */
export const READ_MORE_CHARS = 70;

const Toggle = styled.button`
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  font-weight: 600;
  color: ${({ theme }) => theme.color.primary};
  text-decoration: underline;
  cursor: pointer;
`;

/** A paragraph cut at `limit` characters, with 'Read more' / 'Read less' when it is longer. */
export function ReadMore({ text, limit = READ_MORE_CHARS }: { text: string; limit?: number }) {
  const [expanded, setExpanded] = useState(false);
  const cut = clampText(text, limit);
  return (
    <p>
      {expanded ? text : cut.text}
      {cut.clamped ? (
        <>
          {' '}
          <Toggle type="button" aria-expanded={expanded} onClick={() => setExpanded((value) => !value)}>
            {expanded ? 'Read less' : 'Read more'}
          </Toggle>
        </>
      ) : null}
    </p>
  );
}
