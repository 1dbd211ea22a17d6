import type { SVGProps } from 'react';

/** The site's line icons (24 × 24, currentColor); decorative unless given a title by their control. */
const paths = {
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h9.2a1 1 0 0 0 1-.8L20 8H6.2M9 20h.01M17 20h.01',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  truck: 'M3 6h11v9H3zM14 9h4l3 3v3h-7M7 18.5a1.5 1.5 0 1 0 0-.01M17 18.5a1.5 1.5 0 1 0 0-.01',
  chat: 'M4 5h16v11H8l-4 4z',
  pin: 'M12 21s-6-5.7-6-11a6 6 0 0 1 12 0c0 5.3-6 11-6 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  sun: 'M12 16a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4',
  moon: 'M20 14.5A8 8 0 0 1 9.5 4 8 8 0 1 0 20 14.5z',
  menu: 'M4 6h16M4 12h16M4 18h16',
  expand: 'M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5',
  user: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  locate: 'M12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM12 2v3M12 19v3M2 12h3M19 12h3',
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  store:
    'M4 9l1.5-5h13L20 9M4 9h16v2a3 3 0 0 1-5.3 1.9A3 3 0 0 1 12 14a3 3 0 0 1-2.7-1.1A3 3 0 0 1 4 11zM5 13.5V20h14v-6.5',
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4M6 12h10',
  chevron: 'M9 6l6 6-6 6',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  // Social networks (footer), drawn in the same line style as the rest.
  facebook: 'M17 3h-3a4 4 0 0 0-4 4v3H7v4h3v7h4v-7h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  instagram:
    'M7 2.5h10A4.5 4.5 0 0 1 21.5 7v10a4.5 4.5 0 0 1-4.5 4.5H7A4.5 4.5 0 0 1 2.5 17V7A4.5 4.5 0 0 1 7 2.5zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.5 6.5h.01',
  twitter: 'M4 4l16 16M20 4l-6.5 7M4 20l6.5-7',
  linkedin:
    'M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6zM2 9h4v12H2zM4 2.5a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3z',
  pinterest:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM10.5 21.5l2.3-9.5M10 14.5c-1.5-.6-2-2-2-3.3a4 4 0 1 1 8 0c0 2.4-1.3 4.3-3.2 4.3',
  google: 'M3.5 18.5l8.5-8.5M3.5 5.5l8.5 8.5M3.5 5.5v13l16-6.5z',
  apple:
    'M16 3c-1.5.2-3 1.3-3.3 3 1.6.1 3-1.2 3.3-3zM12 8c-1.2 0-2-.7-3.3-.7C6.5 7.3 4.5 9.2 4.5 12.5c0 4 2.6 8.5 4.7 8.5 1.3 0 1.6-.8 2.8-.8s1.4.8 2.8.8c1.8 0 3.6-3.2 4-4.7-1.7-.7-2.8-2.2-2.8-4.1 0-1.6.9-3 2.2-3.8-.9-1.2-2.2-1.8-3.5-1.8-1.2 0-1.9.7-2.7.7z',
} as const;

/** The social networks the footer draws an icon for; others show their name. */
export const SOCIAL_ICONS = ['facebook', 'instagram', 'twitter', 'linkedin', 'pinterest'] as const;
export const isSocialIcon = (name: string): name is (typeof SOCIAL_ICONS)[number] =>
  (SOCIAL_ICONS as readonly string[]).includes(name);

export type IconName = keyof typeof paths;

export function Icon({ name, size = 20, ...props }: { name: IconName; size?: number } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      <path d={paths[name]} />
    </svg>
  );
}
