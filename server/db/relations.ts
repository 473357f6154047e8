import { relations } from 'drizzle-orm';
import { brands, onlineShops, salesUnits } from './tables/catalogue.ts';
import { feedbackReplies, orderFeedbacks } from './tables/content.ts';
import { onlineShopActions, onlineShopActionTerms, openingHours, salesUnitActions, salesUnitActionTerms } from './tables/offers.ts';

/** Relations for drizzle's relational queries (`db.query.salesUnits.findMany({ with: { actions: true } })`). */
export const brandsRelations = relations(brands, ({ many }) => ({
  salesUnits: many(salesUnits),
}));

export const salesUnitsRelations = relations(salesUnits, ({ one, many }) => ({
  brand: one(brands, { fields: [salesUnits.brandId], references: [brands.id] }),
  actions: many(salesUnitActions),
  actionTerms: many(salesUnitActionTerms),
  openingHours: many(openingHours),
  orderFeedbacks: many(orderFeedbacks),
}));

export const onlineShopsRelations = relations(onlineShops, ({ many }) => ({
  actions: many(onlineShopActions),
  actionTerms: many(onlineShopActionTerms),
}));

export const salesUnitActionsRelations = relations(salesUnitActions, ({ one }) => ({
  salesUnit: one(salesUnits, { fields: [salesUnitActions.salesUnitId], references: [salesUnits.id] }),
}));

export const salesUnitActionTermsRelations = relations(salesUnitActionTerms, ({ one }) => ({
  salesUnit: one(salesUnits, { fields: [salesUnitActionTerms.salesUnitId], references: [salesUnits.id] }),
}));

export const openingHoursRelations = relations(openingHours, ({ one }) => ({
  salesUnit: one(salesUnits, { fields: [openingHours.salesUnitId], references: [salesUnits.id] }),
}));

export const onlineShopActionsRelations = relations(onlineShopActions, ({ one }) => ({
  shop: one(onlineShops, { fields: [onlineShopActions.shopId], references: [onlineShops.shopId] }),
}));

export const onlineShopActionTermsRelations = relations(onlineShopActionTerms, ({ one }) => ({
  shop: one(onlineShops, { fields: [onlineShopActionTerms.shopId], references: [onlineShops.shopId] }),
}));

export const orderFeedbacksRelations = relations(orderFeedbacks, ({ one, many }) => ({
  salesUnit: one(salesUnits, { fields: [orderFeedbacks.salesUnitId], references: [salesUnits.id] }),
  replies: many(feedbackReplies),
}));

export const feedbackRepliesRelations = relations(feedbackReplies, ({ one }) => ({
  feedback: one(orderFeedbacks, { fields: [feedbackReplies.feedbackId], references: [orderFeedbacks.id] }),
}));
