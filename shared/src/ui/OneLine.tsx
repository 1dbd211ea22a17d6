import styled from 'styled-components';

const Line = styled.span`
  display: block;
  flex: 0 1 auto;
  max-width: 100%;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/**
 * Text that may be long (a searched term, a name) kept to one line with an ellipsis; the whole text
 * stays in its title and in the accessible name.
 */
export function OneLine({ text, className }: { text: string; className?: string }) {
  return (
    <Line className={className} title={text}>
      {text}
    </Line>
  );
}
