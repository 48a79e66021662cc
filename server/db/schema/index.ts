export * from './auth';
export * from './catalog';
export * from './posts';
export * from './social';
