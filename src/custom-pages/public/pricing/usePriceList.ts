import { useEffect, useState } from 'react';

/** One price offer as GET /api/settings/get_price_list gives it. */
export interface PricePlan {
  id: number;
  plan_name: string;
  plan_price: string;
  plan_delivery: string;
  details_child: { id: number; detail_description: string }[];
}

export interface PriceListState {
  loading: boolean;
  plans: PricePlan[];
}

/** The published price list; a failure is only logged (spec section 8) and leaves the list empty. */
export function usePriceList(): PriceListState {
  const [state, setState] = useState<PriceListState>({ loading: true, plans: [] });
  useEffect(() => {
    let live = true;
    fetch('/api/settings/get_price_list')
      .then((response) => (response.ok ? (response.json() as Promise<{ price_list: PricePlan[] }>) : Promise.reject(new Error(String(response.status)))))
      .then((body) => {
        if (live) setState({ loading: false, plans: body.price_list });
      })
      .catch((error: unknown) => {
        console.warn('price list could not be loaded', error);
        if (live) setState({ loading: false, plans: [] });
      });
    return () => {
      live = false;
    };
  }, []);
  return state;
}
