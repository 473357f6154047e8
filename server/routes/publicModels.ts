import * as v from 'valibot';
import type {
  Action,
  ActionTerm,
  Banner,
  Brand,
  Category,
  City,
  Coordinates,
  FeedbackReply,
  FileRef,
  NewsItem,
  OnlineShopRecord,
  OpeningHours,
  OrderFeedback,
  SalesUnitRecord,
  SearchAnswer,
} from '../../core/model/index.ts';

/**
 * The answers of the public read-only calls as valibot schemas, for the OpenAPI document only
 * (answers are not validated at run time). The checks at the bottom fail to compile when a schema
 * drifts from its core/model type, so the document cannot lie about the wire shape.
 */

const int = v.pipe(v.number(), v.integer());
const text = v.nullable(v.string());
const num = v.nullable(v.number());

/** {product}Accepts / {product}Rate (portal §3; core/domain/paymentProducts.ts). */
const paymentProductEntries = {
  pointsAccepts: v.pipe(v.boolean(), v.description('Takes payment in «Рядом» points')),
  pointsRate: v.pipe(num, v.description('Largest share of a bill payable in points; null: no limit')),
  sbpAccepts: v.pipe(v.boolean(), v.description('Takes the Faster Payments System (СБП)')),
  sbpRate: v.pipe(num, v.description('Largest share of a bill payable by СБП; null: no limit')),
  cardAccepts: v.pipe(v.boolean(), v.description('Takes bank cards')),
  cardRate: v.pipe(num, v.description('Largest share of a bill payable by card; null: no limit')),
};
const id = v.nullable(int);

export const citySchema = v.object({
  id: int,
  name: v.string(),
  latitude: v.pipe(v.number(), v.description("The city's centre, WGS 84 degrees")),
  longitude: v.pipe(v.number(), v.description("The city's centre, WGS 84 degrees")),
  timeZone: v.pipe(v.string(), v.description("IANA time zone of the city's opening hours, e.g. Europe/Moscow")),
});
export const categorySchema = v.object({ id: int, name: v.string(), iconFileId: id });
const fileRefSchema = v.object({ bg: v.boolean(), fileId: int, priority: v.number() });

export const salesUnitRecordSchema = v.object({
  id: int,
  name: v.string(),
  brandId: id,
  keywords: text,
  phone: v.pipe(text, v.description('11 digits as stored')),
  email: text,
  website: text,
  telegram: text,
  twoGis: text,
  yandexMaps: text,
  vk: text,
  ok: text,
  instagram: text,
  mainOffer: text,
  description: text,
  address: text,
  coordinatesLatitude: num,
  coordinatesLongitude: num,
  categoryId: id,
  countryCodeId: int,
  cityCodeId: id,
  organizationId: id,
  averageRating: num,
  feedbacks: int,
  maximumCashback: v.pipe(num, v.description('Fraction, 0.05 = 5 %')),
  blocked: v.boolean(),
  blockedSf: v.boolean(),
  active: v.boolean(),
  files: v.array(fileRefSchema),
  position: id,
  ...paymentProductEntries,
});

/** One outlet of a city's map (core/domain/showcase/mapOutlet.ts `MapOutlet`): the record's fields its pin, card and list show. */
export const mapOutletSchema = v.pick(salesUnitRecordSchema, [
  'id',
  'name',
  'address',
  'categoryId',
  'coordinatesLatitude',
  'coordinatesLongitude',
  'maximumCashback',
]);

export const onlineShopRecordSchema = v.object({
  shopId: int,
  name: v.string(),
  nameSf: text,
  keywords: text,
  keywordsSf: text,
  phone: text,
  email: text,
  website: text,
  websiteSf: text,
  adUrl: text,
  adUrlSf: text,
  telegram: text,
  description: text,
  descriptionSf: text,
  doublecardSf: v.boolean(),
  frontActionSf: text,
  frontPromoSf: text,
  categoryId: id,
  categorySf: id,
  cityCodeId: v.pipe(id, v.description('null: the shop serves every city')),
  countryCodeId: int,
  maximumCashback: num,
  logo: text,
  logoPath: text,
  logoFileId: id,
  position: id,
});

export const brandSchema = v.object({
  id: int,
  name: v.string(),
  description: text,
  blocked: v.boolean(),
  active: v.boolean(),
  logoId: id,
  bgId: id,
  mainOffer: text,
  positionSf: id,
  cityCodeId: id,
  totalScore: num,
  totalFeedbacks: int,
  adresses: v.array(v.string()),
  salesUnits: v.array(int),
  brandSalesUnitCategories: v.array(int),
  showroomCardType: id,
  showroomBadgeType: id,
  maximumCashback: num,
  files: v.array(fileRefSchema),
  ...paymentProductEntries,
});

export const actionSchema = v.object({
  id: int,
  number: int,
  sf: v.boolean(),
  paymentSize: num,
  paymentSizePro: num,
  title: v.string(),
});
export const actionTermSchema = v.object({ id: int, text: v.string() });
export const openingHoursSchema = v.object({
  day: v.pipe(int, v.description('1 = Monday … 7 = Sunday')),
  open: v.pipe(text, v.description("'HH:MM'")),
  close: v.pipe(text, v.description("'HH:MM'; earlier than open means past midnight")),
  dayOff: v.boolean(),
});

/** Rows of the «all …» lists carry their owner. */
export const outletActionSchema = v.object({ ...actionSchema.entries, salesUnitId: int });
export const outletActionTermSchema = v.object({ ...actionTermSchema.entries, salesUnitId: int });
export const shopActionTermSchema = v.object({ ...actionTermSchema.entries, shopId: int });
export const outletOpeningHoursSchema = v.object({ ...openingHoursSchema.entries, salesUnitId: int });

export const newsItemSchema = v.object({
  id: int,
  title: v.string(),
  text: v.string(),
  previewFileId: id,
  publishedAt: v.pipe(int, v.description('Unix milliseconds')),
  cityCodeId: v.pipe(id, v.description('null: news for every city')),
  newsDestinationId: int,
});

export const bannerSchema = v.object({ id: int, title: v.string(), fileId: id, link: text, typeId: int });

export const orderFeedbackSchema = v.object({
  id: int,
  salesUnitId: int,
  rating: int,
  text: v.string(),
  authorName: v.string(),
  purchaseDate: v.pipe(v.string(), v.description('YYYY-MM-DD')),
  createdAt: v.pipe(v.string(), v.description('ISO 8601')),
  replies: int,
});

export const feedbackReplySchema = v.object({
  id: int,
  text: v.string(),
  createdAt: v.pipe(v.string(), v.description('ISO 8601')),
});

export const coordinatesSchema = v.object({ latitude: v.number(), longitude: v.number(), cityCodeId: id });

/** One kind's group of a search answer: the first hits with how each matched, and how many matched in all. */
function searchGroupSchema<T extends v.GenericSchema>(item: T) {
  return v.object({
    total: v.pipe(int, v.description('How many matched in all')),
    hits: v.array(
      v.object({
        tier: v.pipe(
          v.picklist(['name', 'keywords', 'similar']),
          v.description(
            'name: the name (title) contains the text; keywords: only a keyword does; similar: neither, but every word nearly matches (a wrong letter, layout or alphabet, any order)',
          ),
        ),
        item,
      }),
    ),
  });
}

export const searchAnswerSchema = v.object({
  brands: v.optional(searchGroupSchema(brandSchema)),
  outlets: v.optional(searchGroupSchema(salesUnitRecordSchema)),
  shops: v.optional(searchGroupSchema(onlineShopRecordSchema)),
  news: v.optional(searchGroupSchema(newsItemSchema)),
});

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
type Holds<T extends true> = T;
type Out<S extends v.GenericSchema> = v.InferOutput<S>;

type _SchemasMatchCoreModel = [
  // The list always sends the centre and the time zone the model leaves optional (a city known by id and name alone).
  Holds<Same<Out<typeof citySchema>, Required<City>>>,
  Holds<Same<Out<typeof categorySchema>, Category>>,
  Holds<Same<Out<typeof fileRefSchema>, FileRef>>,
  Holds<Same<Out<typeof salesUnitRecordSchema>, SalesUnitRecord>>,
  Holds<Same<Out<typeof onlineShopRecordSchema>, OnlineShopRecord>>,
  Holds<Same<Out<typeof brandSchema>, Brand>>,
  Holds<Same<Out<typeof actionSchema>, Action>>,
  Holds<Same<Out<typeof actionTermSchema>, ActionTerm>>,
  Holds<Same<Out<typeof openingHoursSchema>, OpeningHours>>,
  Holds<Same<Out<typeof newsItemSchema>, NewsItem>>,
  Holds<Same<Out<typeof bannerSchema>, Banner>>,
  Holds<Same<Out<typeof orderFeedbackSchema>, OrderFeedback>>,
  Holds<Same<Out<typeof feedbackReplySchema>, FeedbackReply>>,
  Holds<Same<Out<typeof coordinatesSchema>, Coordinates>>,
  Holds<Same<Out<typeof searchAnswerSchema>, SearchAnswer>>,
];
