import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from '@storefront/shared/router';
import styled from 'styled-components';
import {
  PICTURE_SIZES,
  Picture,
  Button,
  Input,
  OneLine,
  VisuallyHidden,
  moduleAtom,
  searchedValuesAtom,
  useAtom,
  useAtomValue,
  useDebounced,
} from '@storefront/shared';
import { SearchSuggestionResponseSchema } from '@storefront/shared/contract/item';
import { productPath, storePath } from '../../lib/links';
import { useCatalogue } from '../../lib/use-catalogue';
import { usePopularItems } from '../../lib/use-popular-items';
import {
  SUGGESTION_DEBOUNCE_MS,
  SUGGESTION_POPUP_WAIT_MS,
  addRecentSearch,
  popularSearches,
  searchResultsPath,
} from './recent-searches';

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
  /* A long term or name stays on one line (OneLine's ellipsis), the whole of it in its title. */
  li > a,
  li > button {
    display: flex;
    align-items: center;
    gap: 0.6rem;
    width: 100%;
    min-width: 0;
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
  ${Picture} {
    flex: none;
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

/** Searched terms offered as buttons that search again (recent or popular searches). */
function TermList({ title, terms, onPick }: { title: string; terms: string[]; onPick: (term: string) => void }) {
  if (terms.length === 0) return null;
  return (
    <>
      <h2>{title}</h2>
      <ul>
        {terms.map((value) => (
          <li key={value}>
            <button type="button" onClick={() => onPick(value)}>
              <OneLine text={value} />
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Search with suggestions. Once the focused box has been left untouched for 5000 ms the panel opens
 * by itself: an empty box shows recent and popular searches, otherwise the term's suggestions. A
 * typed term opens its item and store suggestions at once (debounced 500 ms); erasing it starts the
 * wait again. Submitting stores the term and opens the searched listing; an empty term is ignored
 * and clears the box. Clicking outside or Escape closes the panel (and stops the wait until the
 * next keystroke or focus).
 */
export function SearchBox({ initialTerm = '' }: { initialTerm?: string }) {
  const navigate = useNavigate();
  const moduleId = useAtomValue(moduleAtom)?.id;
  const [term, setTerm] = useState(initialTerm);
  const [open, setOpen] = useState(false);
  const [recent, setRecent] = useAtom(searchedValuesAtom);
  const formRef = useRef<HTMLFormElement>(null);
  const waitTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // Escape dismisses the panel; a search field also clears itself on Escape, which must not start the wait.
  const dismissed = useRef(false);
  const inputId = useId();
  const popupId = useId();
  const debounced = useDebounced(term.trim(), SUGGESTION_DEBOUNCE_MS);
  const { data: suggestions, isLoading } = useCatalogue(
    debounced ? '/items/search-suggestion' : null,
    SearchSuggestionResponseSchema,
    { name: debounced },
  );

  useEffect(() => setTerm(initialTerm), [initialTerm]);

  const cancelWait = useCallback(() => {
    clearTimeout(waitTimer.current);
    waitTimer.current = undefined;
  }, []);
  // Each focus or keystroke in an empty box starts the wait over: the panel opens only after a pause.
  const restartWait = useCallback(() => {
    cancelWait();
    waitTimer.current = setTimeout(() => setOpen(true), SUGGESTION_POPUP_WAIT_MS);
  }, [cancelWait]);
  useEffect(() => cancelWait, [cancelWait]);

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
    cancelWait();
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
  // Popular items are asked for only when the empty box's panel shows them.
  const { data: popularItems } = usePopularItems(open && showRecent);
  const popular = popularSearches(popularItems?.products.map((item) => item.name) ?? [], recent);

  return (
    <Form
      ref={formRef}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit(term);
      }}
      onKeyDown={(event) => {
        dismissed.current = event.key === 'Escape';
        if (dismissed.current) {
          cancelWait();
          setOpen(false);
        }
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
        onFocus={() => {
          dismissed.current = false;
          restartWait();
        }}
        onBlur={cancelWait}
        onChange={(event) => {
          const value = event.target.value;
          setTerm(value);
          if (value.trim()) {
            cancelWait();
            setOpen(true);
          } else {
            setOpen(false);
            if (!dismissed.current) restartWait();
          }
        }}
      />
      <Button type="submit">Search</Button>
      {open ? (
        <Popup id={popupId} aria-label="Search suggestions" role="region">
          {showRecent ? (
            recent.length > 0 || popular.length > 0 ? (
              <>
                <TermList title="Recent searches" terms={recent} onPick={submit} />
                <TermList title="Popular searches" terms={popular} onPick={submit} />
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
                          {item.image_full_url ? (
                            <Picture
                              src={item.image_full_url}
                              alt=""
                              name={item.name}
                              size={PICTURE_SIZES.item}
                              sizes="28px"
                            />
                          ) : null}
                          <OneLine text={item.name} />
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
                          {store.logo_full_url ? (
                            <Picture src={store.logo_full_url} alt="" name={store.name} size={PICTURE_SIZES.store} />
                          ) : null}
                          <OneLine text={store.name} />
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
