import { useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from '@storefront/shared/router';
import styled from 'styled-components';
import { Button, Input, moduleAtom, searchedValuesAtom, useAtom, useAtomValue, useDebounced } from '@storefront/shared';
import { SearchSuggestionResponseSchema } from '@storefront/shared/contract/item';
import { productPath, storePath } from '../catalogue/links';
import { useCatalogue } from '../catalogue/use-catalogue';
import { VisuallyHidden } from '../catalogue/Rating';
import { SUGGESTION_DEBOUNCE_MS, addRecentSearch, searchResultsPath } from './recent-searches';

/** The suggestion list's maximum height (spec: 400 px). */
export const SUGGESTIONS_MAX_HEIGHT = 400;

const Form = styled.form`
  position: relative;
  display: flex;
  gap: 0.5rem;
  width: 100%;
  max-width: 640px;
`;

const Popup = styled.div`
  position: absolute;
  z-index: 50;
  top: calc(100% + 0.25rem);
  left: 0;
  right: 0;
  max-height: ${SUGGESTIONS_MAX_HEIGHT}px;
  overflow: auto;
  padding: 0.75rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.color.border};
  background: ${({ theme }) => theme.color.surface};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    margin: 0.25rem 0;
    font-size: 0.85rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.color.textMuted};
  }
  ul {
    list-style: none;
    margin: 0 0 0.5rem;
    padding: 0;
  }
  li > a,
  li > button {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    width: 100%;
    min-height: 36px;
    padding: 0.3rem 0.5rem;
    border: 0;
    border-radius: 6px;
    background: none;
    color: ${({ theme }) => theme.color.text};
    font: inherit;
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }
  li > a:hover,
  li > button:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  img {
    width: 28px;
    height: 28px;
    border-radius: 4px;
    object-fit: cover;
  }
  p {
    margin: 0.25rem 0.5rem;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/**
 * Search with suggestions: focus opens the panel; an empty box shows recent searches, otherwise item and
 * store suggestions (debounced 500 ms). Submitting stores the term and opens the searched listing; an
 * empty term is ignored and clears the box. Clicking outside or Escape closes the panel.
 */
export function SearchBox({ initialTerm = '' }: { initialTerm?: string }) {
  const navigate = useNavigate();
  const moduleId = useAtomValue(moduleAtom)?.id;
  const [term, setTerm] = useState(initialTerm);
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useAtom(searchedValuesAtom);
  const formRef = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const popupId = useId();
  const debounced = useDebounced(term.trim(), SUGGESTION_DEBOUNCE_MS);
  const { data: suggestions, isLoading } = useCatalogue(
    debounced ? '/items/search-suggestion' : null,
    SearchSuggestionResponseSchema,
    { name: debounced },
  );

  useEffect(() => setTerm(initialTerm), [initialTerm]);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: MouseEvent) => {
      if (formRef.current && !formRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointer);
    return () => document.removeEventListener('mousedown', onPointer);
  }, [open]);

  const submit = (value: string) => {
    const trimmed = value.trim();
    setOpen(false);
    if (!trimmed) {
      setTerm('');
      return;
    }
    setRecent(addRecentSearch(recent, trimmed));
    setTerm(trimmed);
    navigate(searchResultsPath(trimmed));
  };

  const showRecent = term.trim() === '';
  const items = suggestions?.items ?? [];
  const stores = suggestions?.stores ?? [];

  return (
    <Form
      ref={formRef}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit(term);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
    >
      <VisuallyHidden as="label" htmlFor={inputId}>
        Search items or stores
      </VisuallyHidden>
      <Input
        id={inputId}
        type="search"
        placeholder="Search items or stores"
        autoComplete="off"
        value={term}
        aria-controls={open ? popupId : undefined}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setTerm(event.target.value);
          setOpen(true);
        }}
      />
      <Button type="submit">Search</Button>
      {open ? (
        <Popup id={popupId} aria-label="Search suggestions" role="region">
          {showRecent ? (
            recent.length > 0 ? (
              <>
                <h2>Recent searches</h2>
                <ul>
                  {recent.map((value) => (
                    <li key={value}>
                      <button type="button" onClick={() => submit(value)}>
                        {value}
                      </button>
                    </li>
                  ))}
                </ul>
              </>
            ) : (
              <p>Type to search items and stores.</p>
            )
          ) : debounced !== term.trim() || isLoading ? (
            <p>Searching…</p>
          ) : items.length === 0 && stores.length === 0 ? (
            <p>No suggestions. Press Search to look for it everywhere.</p>
          ) : (
            <>
              {items.length > 0 ? (
                <>
                  <h2>Items</h2>
                  <ul>
                    {items.map((item) => (
                      <li key={`i${item.id}`}>
                        <Link to={productPath(item, moduleId)} onClick={() => setOpen(false)}>
                          {item.image_full_url ? <img src={item.image_full_url} alt="" width="28" height="28" /> : null}
                          {item.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
              {stores.length > 0 ? (
                <>
                  <h2>Stores</h2>
                  <ul>
                    {stores.map((store) => (
                      <li key={`s${store.id}`}>
                        <Link to={storePath(store, { moduleId })} onClick={() => setOpen(false)}>
                          {store.logo_full_url ? <img src={store.logo_full_url} alt="" width="28" height="28" /> : null}
                          {store.name}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </>
          )}
        </Popup>
      ) : null}
    </Form>
  );
}
