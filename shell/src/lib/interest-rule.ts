import { appStore, getParsed, interestModulesAtom, selectModule, tokenAtom } from '@storefront/shared';
import { CategoryListSchema } from '@storefront/shared/contract/category';
import type { Module } from '@storefront/shared/contract/module';

export const INTEREST_PATH = '/interest';

export interface InterestContext {
  moduleId: number;
  moduleType: string;
  signedIn: boolean;
  /** Modules whose interest page the customer already answered. */
  answeredModules: number[];
}

/**
 * Whether choosing this module may lead to /interest: a signed-in customer (interests are saved to the
 * account), not parcel, and a module not among those already answered. Whether interest categories
 * exist is the second half of the rule, asked of the API only when this holds.
 */
export function mayAskInterests(context: InterestContext): boolean {
  return context.signedIn && context.moduleType !== 'parcel' && !context.answeredModules.includes(context.moduleId);
}

/** Spec: /interest after choosing a module when interest categories exist, the module is new and not parcel. */
export function landingPathAfterChoice(context: InterestContext, interestCategoryCount: number): string {
  return mayAskInterests(context) && interestCategoryCount > 0 ? INTEREST_PATH : '/home';
}

export function interestContextOf(module: Module): InterestContext {
  return {
    moduleId: module.id,
    moduleType: module.module_type,
    signedIn: Boolean(appStore.get(tokenAtom)),
    answeredModules: appStore.get(interestModulesAtom),
  };
}

/** Where choosing this module leads; asks for the module's categories only when the rest of the rule holds. */
export async function landingAfterChoice(module: Module): Promise<string> {
  const context = interestContextOf(module);
  if (!mayAskInterests(context)) return '/home';
  try {
    const categories = await getParsed('/categories', CategoryListSchema, {
      headers: { moduleId: String(module.id) },
    });
    return landingPathAfterChoice(context, categories.length);
  } catch {
    // Without the categories there is nothing to pick: the customer goes home.
    return '/home';
  }
}

/**
 * A customer's choice of module, wherever it is made (the module dialog, the side rail): selected
 * with the toast, then /interest when the rule holds, else /home.
 */
export function chooseModule(module: Module): Promise<void> {
  if (!mayAskInterests(interestContextOf(module))) {
    selectModule(module);
    return Promise.resolve();
  }
  return landingAfterChoice(module).then((to) => selectModule(module, to));
}
