import useSWR from 'swr';
import { getParsed } from '../api/client';
import { ModuleListSchema, type Module } from '../contract/module';
import { toast } from '../feedback/toast';
import { navigateTo } from '../routing/navigate';
import { moduleAtom } from '../state/session';
import { appStore } from '../state/store';

export const MODULE_SELECTED_MESSAGE = 'A module has been selected.';

export function useModules() {
  return useSWR('/module', (url: string) => getParsed(url, ModuleListSchema), { revalidateOnFocus: false });
}

/**
 * Selects a module for the whole site (moduleId header, registry activity) and opens its home page,
 * or `to` (the interest page when the customer has not picked interests for it yet).
 */
export function selectModule(module: Module, to = '/home'): void {
  appStore.set(moduleAtom, {
    id: module.id,
    module_type: module.module_type,
    module_name: module.module_name,
    icon_full_url: module.icon_full_url,
  });
  toast.success(MODULE_SELECTED_MESSAGE);
  navigateTo(to);
}
