// An empty app that imports one Button: the "one Button adds <= 15 KB gzip".
export { Button } from '../../../design-system';
