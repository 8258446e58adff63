// One Button plus what any screen needs to show it themed (the provider with the five colour
// schemes, zoom, bold text and messages): the realistic cost of the first component.
export { Button, DesignSystemProvider } from '../../../design-system';
