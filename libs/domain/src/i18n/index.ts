export * from './messages';
export { ko } from './ko';
export { en } from './en';
