/** The same shape with every leaf a string: Arabic catalogues are typed against the English ones. */
export type Catalogue<T> = { [K in keyof T]: T[K] extends string ? string : Catalogue<T[K]> };
