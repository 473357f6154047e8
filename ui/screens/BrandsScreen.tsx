import { useLoaderData, useSearch } from '@tanstack/react-router';
import { NeedCity } from '../components/NeedCity.tsx';
import { BrandList } from './BrandList.tsx';

/** /brands: the offline partner showcase of the city, by ?category and ?q. */
export default function BrandsScreen() {
  const { category, q } = useSearch({ from: '/brands' });
  const data = useLoaderData({ from: '/brands' });
  return (
    <section className="screen container">
      <h1>Офлайн-партнёры</h1>
      <NeedCity>{() => (data === null ? null : <BrandList brands={data.brands} categories={data.categories} category={category} query={q} />)}</NeedCity>
    </section>
  );
}
