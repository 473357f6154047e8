import { useMemo } from 'react';
import { headerCashback, type CashbackFigures } from '../../../core/domain/cashback.ts';
import { shownActions } from '../../../core/domain/showcase/sorting.ts';
import type { Action } from '../../../core/model/index.ts';
import { useServices } from '../../app/context.ts';
import type { LoadState } from '../../app/settled.ts';

/**
 * The cashback a detail header prints: the card's figures, then those of its actions once they load
 * (core headerCashback). One derivation for the card, the header and the actions list, computed once
 * per answer (`answer` is the record read); `item` ('outlet:5') names it in §7's log. The actions are those the list
 * shows (core shownActions): a replaced plain offer's size is not the header's promise.
 */
export function useHeaderCashback(
  answer: object,
  figures: CashbackFigures,
  actions: LoadState<Action[]>,
  item: string,
): CashbackFigures {
  const { logger } = useServices();
  const data = actions.status === 'ready' ? actions.data : null;
  const loaded = useMemo(() => (data === null ? null : shownActions(data)), [data]);
  // `figures` is rebuilt with the card on every render; the answer it comes from says when it changed.
  return useMemo(() => headerCashback(figures, loaded, logger, item), [answer, loaded, logger, item]);
}
