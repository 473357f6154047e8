/** The cashback actions and their terms on a detail screen (portal §3 «Action», «Action terms»). */
import { useId } from 'react';
import { actionCashback } from '../../../core/domain/cashback.ts';
import { shownActions } from '../../../core/domain/showcase/sorting.ts';
import type { Action, ActionTerm } from '../../../core/model/index.ts';
import type { LoadState } from '../../app/settled.ts';
import { LoadView } from '../../components/LoadView.tsx';
import { basePercent, proPercent } from './CashbackLine.tsx';

/** What an action pays, as printed: base and pro (§9's default where the action states no size). */
export interface ActionSizes {
  base: string;
  pro: string;
}

/** The two sizes of an action as printed, from the core figures (`actionCashback`): the same model as the card's. */
export function actionSizes(action: Pick<Action, 'paymentSize' | 'paymentSizePro'>): ActionSizes {
  const figures = actionCashback(action);
  return { base: basePercent(figures), pro: proPercent(figures) };
}

/** The actions a shopper is shown (core shownActions: one per number, sf first), each with its base and pro size. */
export function ActionsSection({ state }: { state: LoadState<Action[]> }) {
  const headingId = useId();
  return (
    <section className="detail__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Акции</h2>
      <LoadView state={state}>
        {(actions) =>
          actions.length === 0 ? (
            <p className="notice">Сейчас акций нет.</p>
          ) : (
            <ul className="actions">
              {shownActions(actions).map((action) => {
                const sizes = actionSizes(action);
                return (
                  <li key={action.id} className="actions__item">
                    <span className="actions__title">{action.title}</span>
                    <span className="actions__sizes">
                      <span className="actions__base">Кэшбэк {sizes.base}</span>
                      <span className="actions__pro">PRO {sizes.pro}</span>
                    </span>
                  </li>
                );
              })}
            </ul>
          )
        }
      </LoadView>
    </section>
  );
}

/** The terms of the actions, as the partner wrote them; nothing when there are none. */
export function TermsSection({ state }: { state: LoadState<ActionTerm[]> }) {
  const headingId = useId();
  if (state.status === 'ready' && state.data.length === 0) {
    return null;
  }
  return (
    <section className="detail__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Условия акций</h2>
      <LoadView state={state}>
        {(terms) => (
          <ul className="terms">
            {terms.map((term) => (
              <li key={term.id}>{term.text}</li>
            ))}
          </ul>
        )}
      </LoadView>
    </section>
  );
}
