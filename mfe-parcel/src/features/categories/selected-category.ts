import { clearDraft } from '@storefront/shared/forms';
import type { ParcelCategory } from '@storefront/shared/contract/parcel';
import { PARCEL_DRAFT, readDraftCategory, saveDraftCategory } from '../delivery-info/parcel-draft';

/**
 * The category chosen on the parcel home, kept for /parcel-delivery-info (and a reload of it): it is
 * the first part of the parcel form's draft.
 */
export const saveSelectedCategory = (category: ParcelCategory): void => saveDraftCategory(category);

export const readSelectedCategory = (): ParcelCategory | null => readDraftCategory();

export const clearSelectedCategory = (): void => clearDraft(PARCEL_DRAFT);
