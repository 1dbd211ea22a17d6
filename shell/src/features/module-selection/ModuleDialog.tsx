import { useEffect } from 'react';
import styled from 'styled-components';
import {
  Dialog,
  EmptyState,
  LoadFailed,
  PICTURE_SIZES,
  Picture,
  Skeleton,
  moduleAtom,
  selectModule,
  useAtomValue,
  useModules,
} from '@storefront/shared';
import type { Module } from '@storefront/shared/contract/module';
import { chooseModule } from '../../lib/interest-rule';

export const MODULE_DIALOG_TITLE = 'Select a type of module for your orders';
export const MODULE_DIALOG_INFO = 'A module must be selected to continue.';

const Grid = styled.ul`
  list-style: none;
  margin: 1rem 0 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(120px, 1fr));
  gap: 0.75rem;
`;

const ModuleButton = styled.button<{ $selected: boolean }>`
  width: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.5rem;
  padding: 1rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme, $selected }) => ($selected ? theme.color.primary : theme.color.border)};
  background: ${({ theme, $selected }) => ($selected ? theme.color.surfaceMuted : theme.color.surface)};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  cursor: pointer;
  ${Picture} {
    width: 48px;
    height: 48px;
  }
`;

export function ModuleDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { data: modules, error, mutate } = useModules();
  const selected = useAtomValue(moduleAtom);

  const choose = (module: Module) => {
    onClose();
    // A new module may first ask for the customer's interests (spec: the /interest route).
    void chooseModule(module);
  };

  // With exactly one module there is nothing to choose: it is selected and the customer goes home.
  const only = modules?.length === 1 ? modules[0] : undefined;
  useEffect(() => {
    if (open && only) {
      onClose();
      selectModule(only);
    }
  }, [open, only, onClose]);

  return (
    <Dialog open={open} title={MODULE_DIALOG_TITLE} onClose={onClose}>
      <p>{MODULE_DIALOG_INFO}</p>
      {error ? (
        <LoadFailed title="Modules could not be loaded." onRetry={() => void mutate()} />
      ) : !modules ? (
        <Grid aria-label="Loading modules">
          {Array.from({ length: 5 }, (_, index) => (
            <li key={index}>
              <Skeleton $height="110px" />
            </li>
          ))}
        </Grid>
      ) : modules.length === 0 ? (
        <EmptyState title="No module found">Contact with the site owner to activate modules.</EmptyState>
      ) : (
        <Grid>
          {modules.map((module) => (
            <li key={module.id}>
              <ModuleButton
                type="button"
                $selected={selected?.id === module.id}
                aria-pressed={selected?.id === module.id}
                onClick={() => choose(module)}
              >
                <Picture src={module.icon_full_url} alt="" name={module.module_name} size={PICTURE_SIZES.module} />
                {module.module_name}
              </ModuleButton>
            </li>
          ))}
        </Grid>
      )}
    </Dialog>
  );
}
