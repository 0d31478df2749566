import { useCallback, useEffect, useState } from 'react';
import { loginsApi, type CustomerLogin } from './loginsApi';

/** The customer's logins, loaded on mount and again after each change; `failed` when the list could not be read. */
export function useLogins(customerId: number) {
  const [logins, setLogins] = useState<CustomerLogin[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    const load = async () => {
      try {
        const rows = await loginsApi.list(customerId);
        if (!current) return;
        setLogins(rows);
        setFailed(false);
      } catch {
        if (current) setFailed(true);
      }
    };
    void load();
    return () => {
      current = false;
    };
  }, [customerId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { logins, failed, reload };
}
