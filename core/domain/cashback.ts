/**
 * Every cashback formula of the portal (§3 cards, §5 «Max cashback», §7 «Handling of answers», §9).
 * Cashback values are fractions of the purchase: 0.05 means 5 %.
 */
import type { Action } from '../model/index.ts';
import type { Logger } from '../ports/logger.ts';

/** Fallback when a card has no usable cashback (§9). */
export const DEFAULT_MAX_CASHBACK = 0.01;
/** The partner's payment for a purchase is split into this many equal shares (§9 «division ratio»). */
export const DEFAULT_DIVISION_RATIO = 4;
/** A pro customer gets this many shares where a base customer gets one (§9 «pro action ratio»). */
export const PRO_ACTION_RATIO = 2;
/** What is logged when the maximum falls back to the default (§7). */
export const DEFAULT_MAX_CASH_ERROR = 'ERROR DEFAULT_MAX_CASH';

/** A cashback fraction the portal can show: a finite number that is not negative. */
function isUsableFraction(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

/** A card's stored maximum cashback, or DEFAULT_MAX_CASHBACK when it is missing or unusable. */
export function storedCashback(stored: number | null | undefined): number {
  return isUsableFraction(stored) ? stored : DEFAULT_MAX_CASHBACK;
}

/**
 * The highest paymentSize among a card's actions (§5). Missing, NaN, infinite and negative sizes are skipped
 * (a negative cashback cannot be shown); when nothing usable is left the default is returned and
 * `DEFAULT_MAX_CASH_ERROR` is logged, as §7 asks, naming `item` ('outlet:5') so a log that keeps one line per
 * item (adapters/logging/OncePerItemLogger.ts) can tell them apart.
 */
export function maxCashback(actions: readonly Pick<Action, 'paymentSize'>[], logger?: Logger, item?: string): number {
  let best: number | null = null;
  for (const action of actions) {
    if (isUsableFraction(action.paymentSize) && (best === null || action.paymentSize > best)) {
      best = action.paymentSize;
    }
  }
  if (best === null) {
    logger?.error(
      DEFAULT_MAX_CASH_ERROR,
      item === undefined ? { actions: actions.length } : { item, actions: actions.length },
    );
    return DEFAULT_MAX_CASHBACK;
  }
  return best;
}

/** Cashback shown as a whole percent: round(100 × fraction) (§9). */
export function cashbackPercent(fraction: number): number {
  return Math.round(100 * fraction);
}

/** A cashback fraction as the cards print it: 0.05 → '5%'. */
export function formatPercent(fraction: number): string {
  return `${cashbackPercent(fraction)}%`;
}

/** The two ratios of §9; tests and the simulation may pass other values. */
export interface CashbackRatios {
  division: number;
  pro: number;
}

/** What one purchase at the maximum cashback means for each party. */
export interface CashbackSplit {
  /** What a base customer gets: one share. */
  base: number;
  /** What a pro customer gets: `pro` shares. */
  pro: number;
  /** What the partner pays: `division` shares; the platform keeps what the customer does not get. */
  partnerPayment: number;
}

/**
 * The base/pro split of a card's maximum cashback.
 *
 * Reading chosen for §9 (the spec gives only the two numbers): `maximum` is the base customer's cashback and
 * equals one share of the partner's payment. A pro customer gets `ratios.pro` shares (2: twice the base),
 * the partner pays `ratios.division` shares (4), the platform keeps the rest. So with the defaults
 * base = maximum, pro = 2 × maximum, partnerPayment = 4 × maximum.
 */
export function basePro(
  maximum: number,
  ratios: CashbackRatios = { division: DEFAULT_DIVISION_RATIO, pro: PRO_ACTION_RATIO },
): CashbackSplit {
  return {
    base: maximum,
    pro: maximum * ratios.pro,
    partnerPayment: maximum * ratios.division,
  };
}

/**
 * The two figures of a showcase online card (§3): maxCash is half the stored value, proCash the full value.
 * Online shops store the pro customer's figure, so the base figure is stored / PRO_ACTION_RATIO — the same
 * relation as in `basePro`. A missing or unusable stored value counts as DEFAULT_MAX_CASHBACK.
 */
export function onlineShowcaseCash(stored: number | null): { maxCash: number; proCash: number } {
  const proCash = storedCashback(stored);
  // Taken as is rather than base × ratio, so proCash is exactly the stored value.
  return { maxCash: proCash / PRO_ACTION_RATIO, proCash };
}

/**
 * What a shopper is told about cashback: the base and PRO fractions, or that the size is unknown.
 * The one model behind the showcase card, the detail header and the actions list (docs/cashback.md).
 */
export type CashbackFigures = { known: true; base: number; pro: number } | { known: false };

/** A size the portal can print, or null. */
function usable(size: number | null | undefined): number | null {
  return isUsableFraction(size) ? size : null;
}

/**
 * One action's figures: base = paymentSize, PRO = paymentSizePro, or PRO_ACTION_RATIO × base when the
 * action carries no pro size. Unknown when paymentSize is not a usable number.
 */
export function actionCashback(action: Pick<Action, 'paymentSize' | 'paymentSizePro'>): CashbackFigures {
  const base = usable(action.paymentSize);
  if (base === null) {
    return { known: false };
  }
  return { known: true, base, pro: usable(action.paymentSizePro) ?? basePro(base).pro };
}

/**
 * A card's figures from its actions (§5): base = the highest paymentSize (`maxCashback`), PRO = the
 * highest PRO figure among the actions. With no usable size §5's default is computed and
 * 'ERROR DEFAULT_MAX_CASH' logged (§7), and the figures are unknown: no partner stated them, and
 * `shownCashback` prints §9's default in their place.
 */
export function cashbackFromActions(
  actions: readonly Pick<Action, 'paymentSize' | 'paymentSizePro'>[],
  logger?: Logger,
  item?: string,
): CashbackFigures {
  const base = maxCashback(actions, logger, item);
  const known = actions.map(actionCashback).filter((figures) => figures.known);
  if (known.length === 0) {
    return { known: false };
  }
  return { known: true, base, pro: Math.max(...known.map((figures) => figures.pro)) };
}

/**
 * The figures a shopper is shown: the stated ones, or §9's default (DEFAULT_MAX_CASHBACK, «1 %», and its PRO
 * figure by `basePro`) where no offer states a usable size — §5 says the default is used, so cards, headers
 * and action rows print it rather than send the shopper off to ask the partner.
 */
export function shownCashback(figures: CashbackFigures): { base: number; pro: number } {
  if (figures.known) {
    return { base: figures.base, pro: figures.pro };
  }
  const fallback = basePro(DEFAULT_MAX_CASHBACK);
  return { base: fallback.base, pro: fallback.pro };
}

/** Online shops store the PRO figure (§3: proCash is the stored value); outlets the base one (baseCash). */
export type CashbackKind = 'online' | 'offline';

/**
 * The maximumCashback a shop or outlet stores for its actions, so that `cashbackFromStored` tells what
 * `cashbackFromActions` tells: an outlet the highest paymentSize, an online shop PRO_ACTION_RATIO times
 * it; null when no action has a usable size. The seed and the in-memory back end store this.
 */
export function storedMaximumCashback(
  kind: CashbackKind,
  actions: readonly Pick<Action, 'paymentSize' | 'paymentSizePro'>[],
): number | null {
  const figures = cashbackFromActions(actions);
  if (!figures.known) {
    return null;
  }
  return kind === 'offline' ? figures.base : figures.pro;
}

/**
 * A card's figures from its stored value, where the actions are not loaded (showcase lists, §3):
 * an outlet's base is the stored value and its PRO PRO_ACTION_RATIO times it; an online shop's base is
 * half the stored value (maxCash) and its PRO the stored value (proCash). Unusable → unknown.
 */
export function cashbackFromStored(kind: CashbackKind, stored: number | null | undefined): CashbackFigures {
  const value = usable(stored);
  if (value === null) {
    return { known: false };
  }
  if (kind === 'offline') {
    return { known: true, base: value, pro: basePro(value).pro };
  }
  const cash = onlineShowcaseCash(value);
  return { known: true, base: cash.maxCash, pro: cash.proCash };
}

/**
 * The figures of a detail screen's header: from the actions once they are loaded (§5, the same figures
 * the actions list shows), from the stored value (the card's figures) until then.
 */
export function headerCashback(
  stored: CashbackFigures,
  actions: readonly Pick<Action, 'paymentSize' | 'paymentSizePro'>[] | null,
  logger?: Logger,
  item?: string,
): CashbackFigures {
  return actions === null ? stored : cashbackFromActions(actions, logger, item);
}
