import { css } from 'styled-components';

/** The smallest a control may be in either direction, in CSS px (WCAG 2.2, 2.5.8 Target Size). */
export const MIN_TAP_TARGET_PX = 24;

/**
 * A text link or text button at least MIN_TAP_TARGET_PX in both directions: a word set inline is only
 * as tall as its font (18–22 px), too small to tap surely on a phone. The box grows, the text does not.
 */
export const tapTarget = css`
  display: inline-flex;
  align-items: center;
  min-height: ${MIN_TAP_TARGET_PX}px;
  min-width: ${MIN_TAP_TARGET_PX}px;
`;
