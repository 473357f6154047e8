export * from './auth.ts';
export * from './profile.ts';
export * from './showcase.ts';
export * from './requests.ts';
