export * from './auth';
export * from './catalog';
export * from './garage';
export * from './posts';
export * from './push';
export * from './saved-searches';
export * from './social';
export * from './notifications';
