export * from './projections';
export * from './resolutions';
