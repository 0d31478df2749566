export type { Catalogue } from '../../domain/catalogue';
