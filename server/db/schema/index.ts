export * from './auth';
export * from './catalog';
export * from './garage';
export * from './posts';
export * from './social';
export * from './push';
