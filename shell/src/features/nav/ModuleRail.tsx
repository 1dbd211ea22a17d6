import styled from 'styled-components';
import { moduleAtom, useAtomValue, useModules, zoneIdAtom } from '@storefront/shared';
import { chooseModule } from '../../lib/interest-rule';
import { railModules } from './nav-rules';

const Rail = styled.nav`
  position: fixed;
  inset-inline-start: 0;
  top: 50%;
  transform: translateY(-50%);
  z-index: 90;
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  padding: 0.4rem;
  border-radius: 0 ${({ theme }) => theme.radius} ${({ theme }) => theme.radius} 0;
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  button {
    width: 44px;
    height: 44px;
    padding: 4px;
    border-radius: 8px;
    border: 2px solid transparent;
    background: transparent;
    cursor: pointer;
  }
  button[aria-current='true'] {
    border-color: ${({ theme }) => theme.color.primary};
  }
  img {
    width: 100%;
    height: 100%;
  }
`;

/** The desktop side rail: one icon a module, for the modules served in the stored zones. */
export function ModuleRail() {
  const { data: modules } = useModules();
  const zoneId = useAtomValue(zoneIdAtom);
  const selected = useAtomValue(moduleAtom);
  if (!modules?.length) return null;
  return (
    <Rail aria-label="Modules">
      {railModules(modules, zoneId).map((module) => (
        <button
          key={module.id}
          type="button"
          title={module.module_name}
          aria-label={module.module_name}
          aria-current={selected?.id === module.id}
          onClick={() => void chooseModule(module)}
        >
          {module.icon_full_url ? <img src={module.icon_full_url} alt="" /> : module.module_name.slice(0, 1)}
        </button>
      ))}
    </Rail>
  );
}
