export { ensurePublicCredentials } from '../../../api/client';
