// The public face of the names module: other modules import only from here (scripts/check-module-borders.mjs).
export { NamesModule } from './names.module';
