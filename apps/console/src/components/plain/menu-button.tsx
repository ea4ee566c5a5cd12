import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button } from './button.tsx';
import './plain.css';

export type MenuChoice<K extends string> = {
  key: K;
  label: ReactNode;
  'data-testid'?: string;
  /** A line above it, setting it apart (e.g. "Log out"). */
  apart?: boolean;
};

type Props<K extends string> = {
  /** The button's accessible name; it starts with the text the button shows. */
  label: string;
  icon?: ReactNode;
  text: ReactNode;
  choices: MenuChoice<K>[];
  /** The checked choice, where the menu picks one of several (a language); none for actions. */
  chosen?: K;
  onChoose: (key: K) => void;
  'data-testid'?: string;
};

/**
 * A button that opens a menu (the WAI-ARIA menu button): the focus goes to the checked (or first)
 * choice; arrows, Home and End move it; Enter picks; Escape or a click elsewhere closes and gives
 * the focus back; Tab leaves.
 */
export function MenuButton<K extends string>(props: Props<K>) {
  const { label, icon, text, choices, chosen, onChoose } = props;
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const items = useRef<(HTMLButtonElement | null)[]>([]);
  // Where the focus starts, read when the menu opens (a re-render while open must not move it).
  const start = useRef(0);
  start.current = Math.max(
    0,
    choices.findIndex((c) => c.key === chosen),
  );

  useEffect(() => {
    if (!open) return;
    items.current[start.current]?.focus();
    const outside = (e: PointerEvent) => {
      if (!root.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    const count = choices.length;
    const at = items.current.indexOf(document.activeElement as HTMLButtonElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: count - 1 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      items.current[(to + count) % count]?.focus();
    } else if (e.key === 'Escape') close();
    else if (e.key === 'Tab') setOpen(false);
  };

  return (
    <div className="plain plain-menu" ref={root}>
      <Button
        ref={button}
        kind="text"
        icon={icon}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        data-testid={props['data-testid']}
        onClick={() => setOpen(!open)}
      >
        {text}
      </Button>
      {open && (
        <ul
          id={menuId}
          role="menu"
          aria-label={label}
          className="plain-menu-list"
          onKeyDown={onKeyDown}
        >
          {choices.map(({ key, label: text, apart, 'data-testid': testId }, i) => (
            <li key={key} role="none" className={apart ? 'plain-menu-apart' : undefined}>
              <button
                ref={(el) => {
                  items.current[i] = el;
                }}
                type="button"
                tabIndex={-1}
                role={chosen === undefined ? 'menuitem' : 'menuitemradio'}
                aria-checked={chosen === undefined ? undefined : key === chosen}
                className="plain-menu-item"
                data-testid={testId}
                onClick={() => {
                  close();
                  onChoose(key);
                }}
              >
                {text}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
