// Every export of the design system, so nothing can be tree-shaken away.
export * from '../../../design-system';
