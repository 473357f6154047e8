import { basePro, storedMaximumCashback } from '../../core/domain/cashback.ts';
import { onlineShopActions, onlineShopActionTerms, onlineShops } from '../db/schema.ts';
import type { Tx } from './context.ts';
import { insertInChunks, storeSvgs } from './context.ts';
import type { ShopKind } from './data/online.ts';
import { SHOPS } from './data/online.ts';
import { ACTION_TERMS } from './data/texts.ts';
import type { Random } from './random.ts';
import type { SeededCity } from './reference.ts';
import { brandLogoSvg, onlineGlyph } from './pictures.ts';

const SIZES: readonly number[] = [0.02, 0.03, 0.04, 0.05, 0.07, 0.08, 0.1, 0.12, 0.15, 0.2];
const SHOP_ACTION_TITLES = [
  'Кэшбэк на все заказы',
  'Кэшбэк для новых покупателей',
  'Кэшбэк на заказы из приложения',
  'Кэшбэк на товары со скидкой',
];
const round = (value: number): number => Number(value.toFixed(4));
/** The PRO size an action stores: the core ratio of its base size (docs/cashback.md). */
const proSize = (size: number): number => round(basePro(size).pro);

/**
 * Online shops with offers and terms. Every n-th shop exercises a rule: Sf overrides of each kind,
 * a website without a scheme, no logo file, no offers (unknown maximum cashback), a single city.
 */
export async function seedShops(
  tx: Tx,
  random: Random,
  cities: readonly SeededCity[],
  categoryIds: ReadonlyMap<ShopKind, number>,
): Promise<number[]> {
  const withLogo = SHOPS.map((_, index) => index % 20 !== 19);
  const logoIds = await storeSvgs(
    tx,
    SHOPS.filter((_, index) => withLogo[index]).map((shop) => brandLogoSvg(shop.name, onlineGlyph(shop.kind))),
  );
  let nextLogo = 0;

  const plans = SHOPS.map((shop, index) => {
    const actionCount = index % 13 === 12 ? 0 : random.int(1, 4);
    const actions = random.sample(SHOP_ACTION_TITLES, actionCount).map((title, n) => {
      const size = random.pick(SIZES);
      return {
        number: n + 1,
        sf: false,
        paymentSize: size,
        paymentSizePro: random.chance(0.85) ? proSize(size) : null,
        title,
      };
    });
    const first = actions[0];
    if (first && index % 5 === 1) {
      // An sf override of the first offer, which the showcase sort rule must put first.
      const size = round(first.paymentSize + 0.01);
      actions.push({
        ...first,
        sf: true,
        paymentSize: size,
        paymentSizePro: first.paymentSizePro === null ? null : proSize(size),
      });
    }
    const row = {
      name: shop.name,
      nameSf: index % 7 === 3 ? `${shop.name} — официальный магазин` : null,
      keywords: `${shop.name.toLowerCase()}, ${shop.description.toLowerCase().replace(/\.$/, '')}`,
      keywordsSf: index % 9 === 4 ? 'акция, кэшбэк, выгодно' : null,
      phone: random.chance(0.5) ? `7800${random.int(1000000, 9999999)}` : null,
      email: `support@${shop.domain}`,
      website: index % 3 === 0 ? shop.domain : `https://${shop.domain}`,
      websiteSf: index % 8 === 5 ? `https://promo.${shop.domain}` : null,
      adUrl: `https://${shop.domain}/?utm_source=ryadom`,
      adUrlSf: index % 10 === 6 ? `https://${shop.domain}/ryadom-special` : null,
      telegram: random.chance(0.3) ? `https://t.me/${shop.domain.split('.')[0]!.replace(/-/g, '_')}` : null,
      description: shop.description,
      descriptionSf: index % 6 === 2 ? `Только для участников «Рядом»: ${shop.description.toLowerCase()}` : null,
      doublecardSf: index % 12 === 7,
      // No figure in the showcase line: the cashback is printed from the actions (docs/cashback.md).
      frontActionSf: random.chance(0.2) ? 'Акция недели: кэшбэк на все заказы' : null,
      frontPromoSf: random.chance(0.15) ? `Промокод RYADOM${10 + index}` : null,
      categoryId: categoryIds.get(shop.kind)!,
      categorySf: index % 11 === 10 ? categoryIds.get('marketplace')! : null,
      cityCodeId: index % 8 === 5 ? random.pick(cities).id : null,
      // Online shops store the PRO figure (portal §3: proCash is the stored value).
      maximumCashback: storedMaximumCashback('online', actions),
      logoFileId: withLogo[index] ? logoIds[nextLogo++]! : null,
      position: random.chance(0.2) ? random.int(1, 30) : null,
    };
    return { row, actions };
  });

  const rows = await tx
    .insert(onlineShops)
    .values(plans.map((p) => p.row))
    .returning({ shopId: onlineShops.shopId });
  const ids = rows.map((row) => row.shopId);

  const actions = plans.flatMap((plan, index) => plan.actions.map((action) => ({ ...action, shopId: ids[index]! })));
  await insertInChunks(actions, (chunk) => tx.insert(onlineShopActions).values(chunk));

  const terms = ids.flatMap((shopId) =>
    random.sample(ACTION_TERMS, random.int(1, 3)).map((text) => ({ shopId, text })),
  );
  await insertInChunks(terms, (chunk) => tx.insert(onlineShopActionTerms).values(chunk));
  return ids;
}
