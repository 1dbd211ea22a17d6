/** The pictures the page asked for ahead of their <img> (`preloadPicture`): its image preload links. */
export const preloadedPictures = () => [
  ...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]'),
];
