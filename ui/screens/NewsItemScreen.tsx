import { useParams } from '@tanstack/react-router';
import { useServices } from '../app/context.ts';
import { useLoad } from '../app/useLoad.ts';
import { LoadView } from '../components/LoadView.tsx';
import { parseId } from '../routes/params.ts';
import { DetailLayout, Paragraphs } from './DetailLayout.tsx';
import { formatDate } from './formatDate.ts';

/** /news/$newsId: one news item. */
export default function NewsItemScreen() {
  const { api } = useServices();
  const { newsId } = useParams({ from: '/news/$newsId' });
  const id = parseId(newsId) ?? 0;
  const news = useLoad(() => api.news(id), [api, id]);
  return (
    <DetailLayout back="/news" backLabel="Новости">
      <LoadView state={news}>
        {(item) => (
          <>
            <h1>{item.title}</h1>
            <p className="detail__date">{formatDate(item.publishedAt)}</p>
            <Paragraphs text={item.text} />
          </>
        )}
      </LoadView>
    </DetailLayout>
  );
}
