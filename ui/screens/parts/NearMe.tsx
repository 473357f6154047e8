/**
 * «Рядом со мной» (issue 21): the button that asks for the shopper's position (a tap, never on load) and the
 * sentence that says where the page's distances are measured from — from the shopper, or from the city centre and
 * why (core originSentence). The sentence is a live region, so a refusal or a found position is announced.
 */
import { NEAR_ME_LABEL, originSentence } from '../../../core/domain/geo/nearMeText.ts';
import { usePageOrigin } from '../../app/nearMe.ts';
import './nearMe.css';

export interface NearMeControlProps {
  /** Whether the page shows distances even without a position (a list ordered by distance): the sentence says so. */
  distancesShown: boolean;
  /** What the page does besides asking, on the tap (a list orders itself by distance). */
  onRequest?: () => void;
}

export function NearMeControl({ distancesShown, onRequest }: NearMeControlProps) {
  const { choice, nearMe, cityName } = usePageOrigin();
  const fromShopper = choice.origin?.kind === 'shopper';
  const sentence = originSentence(choice, nearMe, { cityName, distancesShown });
  return (
    <div className="near-me">
      <button
        type="button"
        className="near-me__button"
        aria-pressed={fromShopper}
        onClick={() => {
          nearMe.request();
          onRequest?.();
        }}
      >
        {NEAR_ME_LABEL}
      </button>
      {fromShopper ? (
        <button type="button" className="near-me__forget" onClick={nearMe.forget}>
          Не учитывать, где я
        </button>
      ) : null}
      {/* Always in the page, so what it comes to say is announced. */}
      <p className="near-me__status" role="status">
        {sentence}
      </p>
    </div>
  );
}
