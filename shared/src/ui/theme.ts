import 'styled-components';

export interface Theme {
  mode: 'light' | 'dark';
  color: {
    background: string;
    surface: string;
    surfaceMuted: string;
    text: string;
    textMuted: string;
    primary: string;
    primaryText: string;
    danger: string;
    border: string;
    skeleton: string;
    focus: string;
  };
  radius: string;
  shadow: string;
  font: string;
  /** The compact layout's breakpoint (spec: 1180 px). */
  compactBreakpoint: number;
}

const base = {
  radius: '10px',
  // 'Currency Sign' draws only ৳ (see GlobalStyle); everything else falls through to the system font.
  font: "'Currency Sign', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  compactBreakpoint: 1180,
};

// Text colours keep a contrast of at least 4.5:1 on their backgrounds in both modes.
export const lightTheme: Theme = {
  ...base,
  mode: 'light',
  shadow: '0 2px 12px rgba(0, 0, 0, 0.08)',
  color: {
    background: '#f6f7f9',
    surface: '#ffffff',
    surfaceMuted: '#eef0f3',
    text: '#1b1f24',
    textMuted: '#545b66',
    primary: '#02705f',
    primaryText: '#ffffff',
    danger: '#b3261e',
    border: '#d5d9df',
    skeleton: '#e3e6ea',
    focus: '#0b57d0',
  },
};

export const darkTheme: Theme = {
  ...base,
  mode: 'dark',
  shadow: '0 2px 12px rgba(0, 0, 0, 0.5)',
  color: {
    background: '#121417',
    surface: '#1c1f24',
    surfaceMuted: '#262a30',
    text: '#eef0f3',
    textMuted: '#aab1bb',
    primary: '#4fd1b5',
    primaryText: '#0b1412',
    danger: '#ff8a80',
    border: '#3a3f47',
    skeleton: '#2c3037',
    focus: '#8ab4f8',
  },
};

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends Theme {}
}
