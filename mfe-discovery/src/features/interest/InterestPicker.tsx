import { useState } from 'react';
import styled from 'styled-components';
import {
  PICTURE_SIZES,
  Picture,
  Button,
  EmptyState,
  LoadFailed,
  Skeleton,
  appStore,
  errorMessages,
  getParsed,
  interestModulesAtom,
  navigateTo,
  sendParsed,
  toast,
  useBusyAction,
} from '@storefront/shared';
import { CategoryListSchema, type Category } from '@storefront/shared/contract/category';
import { MessageResponseSchema } from '@storefront/shared/contract/common';
import { CustomerInfoSchema } from '@storefront/shared/contract/customer';
import { useCatalogue } from '../../lib/use-catalogue';
import { CACHE_MS } from '../../lib/section-constants';
import { ITEM_LIST_EMPTY_TEXT } from '../../lib/listing-query';
import { INTEREST_INTRO, INTEREST_TITLE, mergeInterests, togglePick, withAnsweredModule } from './interest-rules';

const Grid = styled.ul`
  list-style: none;
  margin: 1.5rem 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: 1rem;
`;

const Choice = styled.button`
  width: 100%;
  min-height: 150px;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 0.5rem;
  padding: 1rem 0.5rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 2px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: 600;
  cursor: pointer;
  ${Picture} {
    width: 72px;
    height: 72px;
    border-radius: 50%;
    object-fit: cover;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 0.75rem;
`;

/** The interest page's body: the module's categories to pick, saved to the account, then /home. */
export function InterestPicker({ moduleId }: { moduleId: number }) {
  const { data, error, mutate } = useCatalogue('/categories', CategoryListSchema, {}, { cacheMs: CACHE_MS.categories });
  const [picked, setPicked] = useState<number[]>([]);
  const { busy: saving, run } = useBusyAction();

  const finish = () => {
    appStore.set(interestModulesAtom, (answered) => withAnsweredModule(answered, moduleId));
    navigateTo('/home');
  };

  const save = (categories: Category[]) =>
    run(
      async () => {
        const customer = await getParsed('/customer/info', CustomerInfoSchema);
        const interest = mergeInterests(
          customer.interest ?? [],
          categories.map((category) => category.id),
          picked,
        );
        const reply = await sendParsed('post', '/customer/update-interest', MessageResponseSchema, { interest });
        toast.success(reply.message);
        finish();
      },
      // One toast: the first of the server's messages.
      (failure) => {
        toast.error(errorMessages(failure)[0] ?? '');
        return true;
      },
    );

  return (
    <section aria-labelledby="interest-title">
      <h1 id="interest-title">{INTEREST_TITLE}</h1>
      <p>{INTEREST_INTRO}</p>
      {error ? (
        <LoadFailed title="Categories could not be loaded." onRetry={() => void mutate()} />
      ) : !data ? (
        <Grid aria-busy="true" aria-label="Loading categories">
          {Array.from({ length: 8 }, (_, index) => (
            <li key={index}>
              <Skeleton $height="150px" />
            </li>
          ))}
        </Grid>
      ) : data.length === 0 ? (
        <EmptyState title={ITEM_LIST_EMPTY_TEXT} action={<Button onClick={finish}>Continue</Button>} />
      ) : (
        <>
          <Grid aria-label="Categories">
            {data.map((category) => (
              <li key={category.id}>
                <Choice
                  type="button"
                  aria-pressed={picked.includes(category.id)}
                  onClick={() => setPicked((current) => togglePick(current, category.id))}
                >
                  <Picture src={category.image_full_url} alt="" name={category.name} size={PICTURE_SIZES.category} />
                  {category.name}
                </Choice>
              </li>
            ))}
          </Grid>
          <Actions>
            <Button type="button" $variant="secondary" onClick={finish} disabled={saving}>
              Skip
            </Button>
            <Button
              type="button"
              onClick={() => void save(data)}
              disabled={saving || picked.length === 0}
              aria-busy={saving}
            >
              Save
            </Button>
          </Actions>
        </>
      )}
    </section>
  );
}
