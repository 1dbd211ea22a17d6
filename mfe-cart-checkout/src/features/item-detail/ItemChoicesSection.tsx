import type { ItemDetails } from '@storefront/shared/contract/item';
import { VARIATION_OUT_OF_STOCK_MESSAGE, type AddOnChoice } from '../../lib/cart-rules';
import { AddOnGroup, VariationGroups } from './ItemOptions';
import { Notice } from './quick-view-ui';
import type { QuickViewChoices } from './quick-view-choices';

/** The item's variations (with a note when the chosen one is out of stock), then its add-ons. */
export function ItemChoicesSection({
  item,
  choices,
  variationOut,
  money,
  onFood,
  onChoice,
  onAddOns,
}: {
  item: ItemDetails;
  choices: QuickViewChoices;
  variationOut: boolean;
  money: (amount: number) => string;
  onFood: (next: Record<string, string[]>) => void;
  onChoice: (next: Record<string, string>) => void;
  onAddOns: (next: AddOnChoice[]) => void;
}) {
  return (
    <>
      <VariationGroups
        item={item}
        food={choices.food}
        choice={choices.choice}
        money={money}
        onFood={onFood}
        onChoice={onChoice}
      />
      {variationOut ? <Notice $tone="danger">{VARIATION_OUT_OF_STOCK_MESSAGE}</Notice> : null}
      <AddOnGroup item={item} addOns={choices.addOns} money={money} onChange={onAddOns} />
    </>
  );
}
