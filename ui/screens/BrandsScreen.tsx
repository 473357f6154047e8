import { useLoaderData, useNavigate, useSearch } from '@tanstack/react-router';
import { NeedCity } from '../components/NeedCity.tsx';
import { BrandList } from './BrandList.tsx';
import { WelcomeNote } from './parts/WelcomeNote.tsx';

/** /brands: the offline partner showcase of the city, by ?category and ?q; after registering, the welcome (?welcome=1). */
export default function BrandsScreen() {
  const { category, q, open, sort, welcome } = useSearch({ from: '/brands' });
  const data = useLoaderData({ from: '/brands' });
  const navigate = useNavigate({ from: '/brands' });
  return (
    <section className="screen container">
      <h1>Офлайн-партнёры</h1>
      {welcome === 1 ? (
        <WelcomeNote
          onDismiss={() =>
            void navigate({ search: (previous) => ({ ...previous, welcome: undefined }), replace: true })
          }
        />
      ) : null}
      <NeedCity>
        {() =>
          data === null ? null : (
            <BrandList brands={data.brands} nearest={data.nearest} search={{ category, q, open, sort }} filters />
          )
        }
      </NeedCity>
    </section>
  );
}
