/** The gallery's images: the main image first, then the others, each once. */
export function galleryImages(image: string | null | undefined, images: readonly string[] | undefined): string[] {
  return [...new Set([image, ...(images ?? [])].filter((url): url is string => Boolean(url)))];
}

/** The zoom follows the pointer: its position in the frame as a transform origin, clamped to the frame. */
export function zoomOrigin(x: number, y: number, width: number, height: number): string {
  const percent = (value: number, size: number) =>
    size > 0 ? Math.round(Math.min(100, Math.max(0, (value / size) * 100))) : 50;
  return `${percent(x, width)}% ${percent(y, height)}%`;
}

/** The item's category names, parent first, each once. */
export function categoryNames(item: {
  category_ids: readonly { id: number; name?: string; position?: number }[];
}): string[] {
  const named = [...item.category_ids]
    .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
    .map((category) => category.name)
    .filter((name): name is string => Boolean(name));
  return [...new Set(named)];
}
