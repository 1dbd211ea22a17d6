import { atom } from 'jotai';
import type { CartLine } from '../contract/cart';
import { moduleAtom } from './session';

/** Every cart line the server returned, for all modules; a cart reply replaces them. */
export const cartLinesAtom = atom<CartLine[]>([]);

/** The lines a customer sees: only those of the selected module. */
export const visibleCartLinesAtom = atom((get) => {
  const selected = get(moduleAtom);
  const lines = get(cartLinesAtom);
  return selected ? lines.filter((line) => line.item.module?.id === selected.id) : lines;
});

export const cartCountAtom = atom((get) => get(visibleCartLinesAtom).length);
