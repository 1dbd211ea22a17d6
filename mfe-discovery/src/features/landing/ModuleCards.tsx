import styled from 'styled-components';
import { EmptyState, LoadFailed, PICTURE_SIZES, Picture, Skeleton, selectModule, useModules } from '@storefront/shared';

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(180px, 1fr));
  gap: 1rem;
`;

const Card = styled.button`
  width: 100%;
  min-height: 150px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.shadow};
  ${Picture} {
    width: 56px;
    height: 56px;
  }
`;

/** Module choice cards; choosing one selects it for the whole site and opens its home page. */
export function ModuleCards() {
  const { data: modules, error, mutate } = useModules();
  if (error) return <LoadFailed title="Modules could not be loaded." onRetry={() => void mutate()} />;
  if (!modules)
    return (
      <Grid aria-label="Loading modules">
        {Array.from({ length: 5 }, (_, index) => (
          <li key={index}>
            <Skeleton $height="150px" />
          </li>
        ))}
      </Grid>
    );
  if (modules.length === 0)
    return <EmptyState title="No module found">Contact with the site owner to activate modules.</EmptyState>;
  return (
    <Grid>
      {modules.map((module) => (
        <li key={module.id}>
          <Card type="button" onClick={() => selectModule(module)}>
            {module.icon_full_url ? (
              <Picture src={module.icon_full_url} alt="" name={module.module_name} size={PICTURE_SIZES.module} />
            ) : null}
            {module.module_name}
          </Card>
        </li>
      ))}
    </Grid>
  );
}
