/** What the customer asks of the store and the rider besides the items; sent with the order. */
export interface OrderPreferences {
  /** Food orders: cutlery packed with the order (off by default: most eat at home). */
  cutlery: boolean;
  deliveryInstruction: string;
  unavailableItemNote: string;
}

export const NO_PREFERENCES: OrderPreferences = { cutlery: false, deliveryInstruction: '', unavailableItemNote: '' };

export const DELIVERY_INSTRUCTIONS = [
  { value: '', label: 'No instruction' },
  { value: 'Call me when you arrive', label: 'Call me when you arrive' },
  { value: 'Leave it at the door', label: 'Leave it at the door' },
  { value: 'Hand it to me in person', label: 'Hand it to me in person' },
  { value: 'Leave it with the guard or reception', label: 'Leave it with the guard or reception' },
] as const;

export const UNAVAILABLE_ITEM_NOTES = [
  { value: '', label: 'Let the store decide' },
  { value: 'Remove it from my order', label: 'Remove it from my order' },
  { value: 'Replace it with a similar item', label: 'Replace it with a similar item' },
  { value: 'Call me to decide', label: 'Call me to decide' },
] as const;

/** The placement fields for the preferences that apply to this order. */
export function preferenceFields(
  preferences: OrderPreferences,
  context: { food: boolean; delivery: boolean },
): { cutlery?: 0 | 1; delivery_instruction?: string; unavailable_item_note?: string } {
  return {
    ...(context.food ? { cutlery: preferences.cutlery ? 1 : 0 } : {}),
    ...(context.delivery && preferences.deliveryInstruction
      ? { delivery_instruction: preferences.deliveryInstruction }
      : {}),
    ...(preferences.unavailableItemNote ? { unavailable_item_note: preferences.unavailableItemNote } : {}),
  };
}
