/** What a wallet or loyalty entry was, in words a customer reads (the API sends its internal type). */
const NAMES: Record<string, { credit: string; debit: string }> = {
  add_fund: { credit: 'Money added', debit: 'Money added' },
  add_fund_bonus: { credit: 'Top-up bonus', debit: 'Top-up bonus' },
  order_place: { credit: 'Earned on an order', debit: 'Paid for an order' },
  partial_payment: { credit: 'Paid for an order', debit: 'Paid for an order (part)' },
  order_refund: { credit: 'Order refund', debit: 'Order refund' },
  point_to_wallet: { credit: 'Moved to the wallet', debit: 'Moved to the wallet' },
  loyalty_point: { credit: 'From loyalty points', debit: 'To loyalty points' },
  referrer: { credit: 'Referral reward', debit: 'Referral reward' },
  cashback: { credit: 'Cashback', debit: 'Cashback' },
};

/** The entry's name; a type not known here reads as its words, capitalised ('order_refund' → 'Order refund'). */
export function transactionName(type: string, credit: number): string {
  const known = NAMES[type];
  if (known) return credit > 0 ? known.credit : known.debit;
  const words = type.replace(/_/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Transaction';
}
