import type * as React from 'react';
import { useId, useMemo, useRef, useState } from 'react';
import { Check, ChevronDown } from 'lucide-react';
import { cn } from '@/lib/cn';

export type SelectOption = { value: string; label: string };

type SearchableSelectProps = {
  /** The input's id; a <label htmlFor> pointing at it gives the control its accessible name. */
  id: string;
  options: readonly SelectOption[];
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** The list's accessible name, e.g. 'Countries'. */
  listLabel?: string;
  /** Shown in the list when the typed text matches nothing. */
  emptyText?: string;
  disabled?: boolean;
  ref?: React.Ref<HTMLInputElement>;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * The searchable single-select (docs/product.md, "Shared controls"), built on the WAI-ARIA
 * combobox pattern: typing filters the list, arrows move, Enter picks, Escape closes.
 * Only a listed option can become the value; leaving the field restores the chosen label.
 */
export function SearchableSelect({
  id,
  options,
  value,
  onChange,
  onBlur,
  placeholder = 'Search...',
  emptyText = 'No matches',
  listLabel = 'Options',
  disabled,
  ref,
  ...aria
}: SearchableSelectProps) {
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState<string | null>(null);
  const [activeIndex, setActiveIndex] = useState(-1);

  const selected = options.find((option) => option.value === value);
  const filtered = useMemo(() => {
    const needle = (query ?? '').trim().toLowerCase();
    if (!needle) return options;
    return options.filter(
      (option) =>
        option.label.toLowerCase().includes(needle) || option.value.toLowerCase() === needle,
    );
  }, [options, query]);
  const active = open ? filtered[activeIndex] : undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function openList(index = Math.max(0, filtered.indexOf(selected as SelectOption))) {
    setOpen(true);
    setActiveIndex(index);
    scrollIntoView(index);
  }

  function close() {
    setOpen(false);
    setQuery(null);
    setActiveIndex(-1);
  }

  function choose(option: SelectOption) {
    onChange(option.value);
    close();
  }

  function scrollIntoView(index: number) {
    // jsdom has no layout, so scrollIntoView may be missing there.
    requestAnimationFrame(() =>
      listRef.current?.querySelector(`#${CSS.escape(optionId(index))}`)?.scrollIntoView?.({
        block: 'nearest',
      }),
    );
  }

  function move(delta: number) {
    if (!open) return openList();
    if (filtered.length === 0) return;
    const next = (activeIndex + delta + filtered.length) % filtered.length;
    setActiveIndex(next);
    scrollIntoView(next);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) openList();
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Home':
      case 'End':
        if (!open || filtered.length === 0) return;
        event.preventDefault();
        setActiveIndex(event.key === 'Home' ? 0 : filtered.length - 1);
        break;
      case 'Enter':
        // Without an open list, Enter submits the surrounding form as usual.
        if (!open) return;
        event.preventDefault();
        if (active) choose(active);
        break;
      case 'Escape':
        if (!open && query === null) return;
        event.preventDefault();
        close();
        break;
      case 'Tab':
        close();
        break;
    }
  }

  return (
    <div className="relative">
      <input
        ref={ref}
        id={id}
        type="text"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={active ? optionId(activeIndex) : undefined}
        autoComplete="off"
        spellCheck={false}
        disabled={disabled}
        placeholder={placeholder}
        value={query ?? selected?.label ?? ''}
        onChange={(event) => {
          setQuery(event.target.value);
          setOpen(true);
          setActiveIndex(0);
        }}
        onClick={() => (open ? close() : openList())}
        onKeyDown={onKeyDown}
        onBlur={() => {
          close();
          onBlur?.();
        }}
        className="flex h-10 w-full min-w-0 rounded-md border border-muted-foreground/50 bg-background py-2 pl-3 pr-9 text-base placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-70 aria-invalid:border-destructive sm:text-sm"
        {...aria}
      />
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute right-3 top-3 size-4 text-muted-foreground"
      />
      <ul
        ref={listRef}
        id={listId}
        role="listbox"
        aria-label={listLabel}
        hidden={!open}
        className="absolute z-20 mt-1 max-h-60 w-full overflow-auto rounded-md border border-border bg-background py-1 shadow-lg"
      >
        {filtered.map((option, index) => (
          <li
            key={option.value}
            id={optionId(index)}
            role="option"
            aria-selected={option.value === value}
            // Keeps focus in the input, so the click does not blur and close the list first.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(option)}
            onMouseMove={() => setActiveIndex(index)}
            className={cn(
              'flex cursor-pointer items-center justify-between gap-2 px-3 py-2 text-sm',
              index === activeIndex && 'bg-secondary text-secondary-foreground',
            )}
          >
            {option.label}
            {option.value === value ? <Check aria-hidden="true" className="size-4" /> : null}
          </li>
        ))}
        {filtered.length === 0 ? (
          <li role="presentation" className="px-3 py-2 text-sm text-muted-foreground">
            {emptyText}
          </li>
        ) : null}
      </ul>
    </div>
  );
}
