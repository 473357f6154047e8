export type * from './api.ts';
export type * from './storage.ts';
export type * from './captcha.ts';
export type * from './navigation.ts';
export type * from './logger.ts';
export type * from './widgetHost.ts';
export type * from './crypto.ts';
export type * from './uploads.ts';
