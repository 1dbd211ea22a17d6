import { useId } from 'react';
import styled from 'styled-components';
import { VisuallyHidden } from '@storefront/shared';
import type { Item } from '@storefront/shared/contract/item';
import { optionUnavailable } from '../lib/variation-choice';

const Group = styled.fieldset`
  border: 0;
  margin: 1rem 0 0;
  padding: 0;
  min-width: 0;
  legend {
    font-weight: 700;
    padding: 0;
    margin-bottom: 0.5rem;
  }
`;

const Values = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
`;

/**
 * One value as a chip: the native radio lies over the whole chip (transparent), so a tap anywhere
 * on it chooses, the arrow keys move within the group, and the target is the chip's 44 px.
 */
const Chip = styled.label<{ $unavailable: boolean }>`
  position: relative;
  display: inline-flex;
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: pointer;
  }
  span {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-width: 44px;
    min-height: 44px;
    padding: 0 0.9rem;
    border: 1px ${({ $unavailable }) => ($unavailable ? 'dashed' : 'solid')} ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius};
    background: ${({ theme }) => theme.color.surface};
    color: ${({ theme, $unavailable }) => ($unavailable ? theme.color.textMuted : theme.color.text)};
    text-decoration: ${({ $unavailable }) => ($unavailable ? 'line-through' : 'none')};
    font-weight: 600;
  }
  input:checked + span {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.primaryText};
  }
  input:focus-visible + span {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/**
 * The older-shape variations' choice options (Color, Size…): a radio group each, named by its
 * title. A value whose combination with the other chosen values is out of stock is marked (it can
 * still be chosen, so the customer reads why it cannot be ordered).
 */
export function ChoiceOptionGroups({
  item,
  choice,
  onChoice,
}: {
  item: Pick<Item, 'choice_options' | 'variations'>;
  choice: Record<string, string>;
  onChoice: (next: Record<string, string>) => void;
}) {
  // Radios group by name across the page: the quick view may open over a product page.
  const id = useId();
  return (
    <>
      {item.choice_options.map((option) => (
        <Group key={option.name} role="radiogroup" aria-labelledby={`${id}-${option.name}`}>
          <legend id={`${id}-${option.name}`}>{option.title}</legend>
          <Values>
            {option.options.map((value) => {
              const unavailable = optionUnavailable(item, choice, option.name, value);
              return (
                <Chip key={value} $unavailable={unavailable}>
                  <input
                    type="radio"
                    name={`${id}-${option.name}`}
                    value={value}
                    checked={choice[option.name] === value}
                    onChange={() => onChoice({ ...choice, [option.name]: value })}
                  />
                  <span>
                    {value}
                    {unavailable ? <VisuallyHidden> (out of stock)</VisuallyHidden> : null}
                  </span>
                </Chip>
              );
            })}
          </Values>
        </Group>
      ))}
    </>
  );
}
