/** The order just placed, as the server answered: the success and failed views read it. */
export interface LastOrder {
  orderId: number;
  /** The server's total (total_ammount). */
  total: number;
  /** Whether the delivery zone allows cash on delivery (the failed-payment switch needs it). */
  cashOnDelivery: boolean;
  /** Placed by a guest (the success view opens the guest order dialog). */
  guest?: boolean;
  /** The guest's contact number, which tracking the order needs. */
  contactNumber?: string;
}

const KEY = 'checkout-last-order';

export function saveLastOrder(order: LastOrder): void {
  sessionStorage.setItem(KEY, JSON.stringify(order));
}

export function readLastOrder(orderId: number): LastOrder | null {
  try {
    const stored = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as LastOrder | null;
    return stored && stored.orderId === orderId ? stored : null;
  } catch {
    return null;
  }
}

/**
 * Against an API that cannot say what a failed order may switch to, the failed-payment dialog offers
 * 'Switch to Cash On Delivery' only when this tab placed the order in a zone that allows it.
 */
export function offersCashOnDelivery(last: Pick<LastOrder, 'cashOnDelivery'> | null): boolean {
  return last?.cashOnDelivery === true;
}
