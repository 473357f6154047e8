import type { FocusEvent } from 'react';
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

/** The 'Каталог' dropdown: opens on hover and on keyboard focus, max height 600 px (portal §2). */
export function CatalogueMenu() {
  const { section, activeId, choose } = useCatalogue();
  const { open, setOpen, close, ref, panelId } = useDropdown();

  return (
    <div
      ref={ref}
      className="catalogue"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={close}
      onFocus={(event: FocusEvent<HTMLDivElement>) => {
        if (event.target instanceof HTMLButtonElement && isKeyboardFocus(event.target)) {
          setOpen(true);
        }
      }}
    >
      <button type="button" className="catalogue__button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
        Каталог
      </button>
      {open ? (
        <div id={panelId} className="catalogue__panel">
          <CategoryList
            section={section}
            activeId={activeId}
            onChoose={(id) => {
              choose(id);
              close();
            }}
          />
        </div>
      ) : null}
    </div>
  );
}
