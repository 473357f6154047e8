import { useParams } from '@tanstack/react-router';
import { useServices } from '../app/context.ts';
import { useLoad } from '../app/useLoad.ts';
import { parseId } from '../routes/params.ts';
import { DetailLayout, DetailView } from './DetailLayout.tsx';
import { OutletDetails } from './parts/OutletDetails.tsx';

/** /offline/$outletId: an outlet with its cashback, actions, terms, hours, contacts, maps, photos and feedbacks. */
export default function OutletScreen() {
  const { api } = useServices();
  const { outletId } = useParams({ from: '/offline/$outletId' });
  const id = parseId(outletId) ?? 0;
  const record = useLoad(() => api.salesUnit(id), [api, id]);
  return (
    <DetailLayout back="/offline" backLabel="Точки партнёров">
      <DetailView state={record} notFound="Точка не найдена">
        {(found) => <OutletDetails key={found.id} record={found} />}
      </DetailView>
    </DetailLayout>
  );
}
