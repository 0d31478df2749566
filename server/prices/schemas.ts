import { Type } from '@sinclair/typebox';

export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
export const NullableId = Type.Union([Id, Type.Null()], { default: null });
/** Amounts travel as strings ("45.50"); a JSON number is coerced to one and then checked by the domain rules. */
export const Money = Type.String({ maxLength: 20 });

/** The fields a category's and a customer's price rows share. */
export const priceRowFields = {
  city_id: Id,
  zone_id: NullableId,
  delivery_price: Money,
  return_price: Type.String({ maxLength: 20, default: '0' }),
};
