/** The data of a server-rendered page (server/render/pageTemplate.ts writes it, the app entry reads it). */
import * as v from 'valibot';
import { API_ERROR_CODES, TRANSPORT_ERROR_CODES } from '../../core/domain/errorCodes.ts';
import { RENDERED_PAGE_DATA_ID, type RenderedPageData } from '../../core/domain/renderedPage.ts';

const positiveId = v.pipe(v.number(), v.integer(), v.minValue(1));

/** One read as the server met it: its answer, or the API's refusal (status and code). */
const preloadedAnswerSchema = v.variant('kind', [
  v.object({ kind: v.literal('answer'), value: v.unknown() }),
  v.object({
    kind: v.literal('refusal'),
    status: v.pipe(v.number(), v.integer(), v.minValue(0)),
    code: v.picklist([...API_ERROR_CODES, ...TRANSPORT_ERROR_CODES]),
  }),
]);

const renderedPageSchema = v.object({
  view: v.object({
    cityId: v.nullable(positiveId),
    cities: v.array(v.object({ id: positiveId, name: v.string() })),
  }),
  answers: v.record(v.string(), preloadedAnswerSchema),
});

/**
 * The rendered page's data, or null when the page was not rendered on the server (the development
 * server, a sign-in page) or its data is unreadable: then the app starts in the browser alone.
 */
export function readRenderedPage(document: Document): RenderedPageData | null {
  const text = document.getElementById(RENDERED_PAGE_DATA_ID)?.textContent;
  if (text === undefined || text === null || text === '') {
    return null;
  }
  try {
    const parsed = v.safeParse(renderedPageSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
