export * from './undo-stack';
export * from './geometry-ops';
export * from './snapping';
export * from './edit-changes';
export * from './feature-editor';
export * from './edit-problem';
