import { withAllCategory } from '../../core/domain/showcase/filter.ts';
import { useLoaded } from '../app/settled.ts';
import { useCategories } from '../app/useCategories.ts';
import type { CatalogueSection } from './useCatalogue.ts';

export interface CategoryListProps {
  section: CatalogueSection;
  activeId: number;
  onChoose: (id: number) => void;
}

/** 'Все' plus the section's categories (the root route read them with the page), the active one checked. */
export function CategoryList({ section, activeId, onChoose }: CategoryListProps) {
  const categories = useLoaded(useCategories(section));

  if (categories.status === 'failed') {
    return (
      <p className="category-list__note">
        Не удалось загрузить категории.{' '}
        <button type="button" className="link-button" onClick={categories.retry}>
          Повторить
        </button>
      </p>
    );
  }
  const list = withAllCategory(categories.status === 'ready' ? categories.data : []);
  return (
    <ul className="category-list">
      {list.map((category) => {
        const active = category.id === activeId;
        return (
          <li key={category.id}>
            <button
              type="button"
              className="category-list__item"
              aria-pressed={active}
              onClick={() => onChoose(category.id)}
            >
              <span>{category.name === '' ? 'Все' : category.name}</span>
              {active ? <span aria-hidden="true"> ✓</span> : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
