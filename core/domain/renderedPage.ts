import type { City } from '../model/index.ts';
import type { PreloadedAnswers } from '../ports/index.ts';

/** The id of the element in which a server-rendered page carries its data for the browser. */
export const RENDERED_PAGE_DATA_ID = 'rendered-page';

/** What a server-rendered page carries for its hydration: the view it was rendered for and the reads it made. */
export interface RenderedPageData {
  view: { cityId: number | null; cities: City[] };
  answers: PreloadedAnswers;
}
