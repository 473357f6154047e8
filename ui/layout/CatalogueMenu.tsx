import { useRef, type FocusEvent, type PointerEvent } from 'react';
import { useDropdown } from '../components/useDropdown.ts';
import { CategoryList } from './CategoryList.tsx';
import { useCatalogue } from './useCatalogue.ts';

function isKeyboardFocus(target: Element): boolean {
  try {
    return target.matches(':focus-visible');
  } catch {
    return false;
  }
}

/** Hover is a mouse's: a finger's tap also sends enter events, and it must not count as a hover. */
function isMouse(event: PointerEvent): boolean {
  return event.pointerType === 'mouse';
}

/**
 * The 'Каталог' dropdown: opens on a mouse's hover, on keyboard focus and on the first click or tap, max
 * height 600 px (portal §2). A click on a menu the hover opened keeps it open (and no longer closes it on
 * leaving); only a click on a menu that was already open by a click closes it.
 */
export function CatalogueMenu() {
  const { section, activeId, choose } = useCatalogue();
  const { open, setOpen, close, ref, panelId } = useDropdown();
  const openedByHover = useRef(false);

  return (
    <div
      ref={ref}
      className="catalogue"
      onPointerEnter={(event) => {
        if (isMouse(event) && !open) {
          openedByHover.current = true;
          setOpen(true);
        }
      }}
      onPointerLeave={(event) => {
        if (isMouse(event) && openedByHover.current) {
          openedByHover.current = false;
          close();
        }
      }}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        if (event.target instanceof HTMLButtonElement && isKeyboardFocus(event.target)) {
          setOpen(true);
        }
      }}
    >
      <button
        type="button"
        className="catalogue__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          setOpen((was) => !was);
        }}
      >
        Каталог
      </button>
      {open ? (
        <div id={panelId} className="catalogue__panel">
          <CategoryList
            section={section}
            activeId={activeId}
            onChoose={(id) => {
              choose(id);
              openedByHover.current = false;
              close();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
