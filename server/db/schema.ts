/**
 * The whole database schema: every table the API serves plus the auth-security tables
 * (queries are written with the SQL builder, so no relations are declared). Table names are snake_case; the
 * TypeScript property names mirror the core/model field names so rows map onto records.
 */
export * from './tables/geo.ts';
export * from './tables/accounts.ts';
export * from './tables/categories.ts';
export * from './tables/catalogue.ts';
export * from './tables/favourites.ts';
export * from './tables/applyingRequests.ts';
export * from './tables/offers.ts';
export * from './tables/content.ts';
export * from './tables/security.ts';
export * from './tables/devSms.ts';
export * from './tables/social.ts';
