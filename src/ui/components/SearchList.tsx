import { useVirtualizer } from '@tanstack/react-virtual';
import { type KeyboardEvent, memo, type ReactNode, useEffect, useId, useMemo, useRef, useState } from 'react';
import { matchesKeys, type SearchKeys, searchQuery } from '../routes';
import { LogoRequestsAllowed } from './Logo';

const ROW_HEIGHT = 52;
/**
 * New rows' logos are asked for once the search has been still this long (like the quote's
 * debounce): the results a person types through never request their images.
 */
const LOGO_SETTLE_MS = 300;

interface SearchListProps<T> {
  items: readonly T[];
  itemKey(item: T): string;
  /** What the search matches an item on; computed once per list of items. */
  searchKeys(item: T): SearchKeys;
  renderItem(item: T): ReactNode;
  onSelect(item: T): void;
  /** Accessible name of the list, e.g. "Networks". */
  label: string;
  searchLabel: string;
  placeholder: string;
  emptyText: string;
  selectedKey?: string | null;
}

/**
 * A search box over a virtualized listbox: only the visible rows are in the DOM, so thousands of
 * tokens stay smooth. Keyboard: type to filter, ↑/↓/PgUp/PgDn/Home/End to move, Enter to choose.
 */
export function SearchList<T>(props: SearchListProps<T>) {
  const { items, itemKey, searchKeys, renderItem, onSelect, label, searchLabel, placeholder, emptyText } =
    props;
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const listId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [logosAllowed, setLogosAllowed] = useState(true);
  const settleTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(settleTimer.current), []);

  // Lower-cased once per list, so a keystroke in a list of thousands only compares strings.
  const keys = useMemo(() => items.map(searchKeys), [items, searchKeys]);
  const filtered = useMemo(() => {
    const q = searchQuery(query);
    if (q === '') return items;
    const matching = items.filter((_, index) => matchesKeys(keys[index] as SearchKeys, q));
    // Everything still matches (the first letters of a search): the same list, so no row re-renders.
    return matching.length === items.length ? items : matching;
  }, [items, keys, query]);
  const virtualizer = useVirtualizer({
    count: filtered.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 3,
  });

  // Typing goes straight into the search box, from the dialog's opening and after each step.
  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const move = (index: number) => {
    const next = Math.max(0, Math.min(filtered.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  };

  /** The row a key moves to; Home and End keep their text-editing meaning unless Ctrl is held. */
  const targetOf = (event: KeyboardEvent<HTMLInputElement>): number | null => {
    const page = 8;
    switch (event.key) {
      case 'ArrowDown':
        return active + 1;
      case 'ArrowUp':
        return active - 1;
      case 'PageDown':
        return active + page;
      case 'PageUp':
        return active - page;
      case 'Home':
        return event.ctrlKey ? 0 : null;
      case 'End':
        return event.ctrlKey ? filtered.length - 1 : null;
      default:
        return null;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      const item = filtered[active];
      if (item) onSelect(item);
      return;
    }
    const target = targetOf(event);
    if (target !== null) {
      event.preventDefault();
      move(target);
    }
  };

  const activeItem = filtered[active];
  return (
    <div className="portage-search-list">
      <input
        ref={inputRef}
        type="search"
        className="portage-input"
        aria-label={searchLabel}
        placeholder={placeholder}
        value={query}
        onChange={(event) => {
          setQuery(event.target.value);
          setActive(0);
          setLogosAllowed(false);
          clearTimeout(settleTimer.current);
          settleTimer.current = setTimeout(() => setLogosAllowed(true), LOGO_SETTLE_MS);
        }}
        onKeyDown={onKeyDown}
        role="combobox"
        aria-expanded="true"
        aria-controls={listId}
        aria-activedescendant={activeItem ? `${listId}-${itemKey(activeItem)}` : undefined}
        autoComplete="off"
        spellCheck={false}
      />
      {filtered.length === 0 ? (
        <p className="portage-muted portage-empty">{emptyText}</p>
      ) : (
        <div ref={scrollRef} className="portage-list-scroll">
          <LogoRequestsAllowed.Provider value={logosAllowed}>
            <div id={listId} role="listbox" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
              {virtualizer.getVirtualItems().map((row) => {
                const item = filtered[row.index];
                if (item === undefined) return null;
                const key = itemKey(item);
                return (
                  <SearchRow
                    key={key}
                    id={`${listId}-${key}`}
                    item={item}
                    index={row.index}
                    start={row.start}
                    setSize={filtered.length}
                    active={row.index === active}
                    selected={key === props.selectedKey}
                    renderItem={renderItem}
                    onSelect={onSelect}
                    onPoint={setActive}
                  />
                );
              })}
            </div>
          </LogoRequestsAllowed.Provider>
        </div>
      )}
    </div>
  );
}

interface SearchRowProps<T> {
  id: string;
  item: T;
  index: number;
  start: number;
  setSize: number;
  active: boolean;
  selected: boolean;
  renderItem(item: T): ReactNode;
  onSelect(item: T): void;
  onPoint(index: number): void;
}

/**
 * One option. Memoized: a keystroke that leaves a row's item, place and state as they were does not
 * render it again (the search's first letters usually match everything).
 */
const SearchRow = memo(function SearchRow<T>(props: SearchRowProps<T>) {
  const { item, index, onSelect } = props;
  return (
    <div
      id={props.id}
      role="option"
      tabIndex={-1}
      aria-selected={props.selected}
      aria-posinset={index + 1}
      aria-setsize={props.setSize}
      className={`portage-option${props.active ? ' is-active' : ''}`}
      style={{ transform: `translateY(${props.start}px)`, height: ROW_HEIGHT }}
      onMouseEnter={() => props.onPoint(index)}
      onClick={() => onSelect(item)}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') onSelect(item);
      }}
    >
      {props.renderItem(item)}
    </div>
  );
}) as <T>(props: SearchRowProps<T>) => ReactNode;
