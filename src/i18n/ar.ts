export { ar } from './ar/index';
