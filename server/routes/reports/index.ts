/** The reports on the kit (server/reports/registry.ts), each at `/api/reports/<name>`. */
export { default } from '../../reports/registry';
