import { useLoaderData } from '@tanstack/react-router';
import { useLoaded } from '../app/settled.ts';
import { LoadView } from '../components/LoadView.tsx';
import { DetailLayout } from './DetailLayout.tsx';
import { OutletDetails } from './parts/OutletDetails.tsx';

/** /offline/$outletId: an outlet with its cashback, actions, terms, hours, contacts, maps, photos and feedbacks. */
export default function OutletScreen() {
  const data = useLoaderData({ from: '/offline/$outletId' });
  return (
    <DetailLayout back="/offline" backLabel="Точки партнёров">
      <LoadView state={useLoaded(data.record)}>
        {(record) => <OutletDetails key={record.id} record={record} data={data} />}
      </LoadView>
    </DetailLayout>
  );
}
