import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { useAddBrowseHistory } from '../../../shop/writes/member-writes';
import { useCapability, useShop } from '../../../shop/shop-context';

/**
 * Records a goods or virtual goods detail visit (clientType 1 plus the route query, spec 1 §7) once the
 * goods has loaded: only for logged-in users and where `browseHistory.record` holds. One call per visit
 * (a history entry), however often the page renders.
 */
export function useBrowseHistory(loaded: boolean): void {
  const recordHistory = useCapability('browseHistory.record');
  const { facts } = useShop();
  const { key } = useLocation();
  const [params] = useSearchParams();
  const recorded = useRef<string | null>(null);
  const { mutate } = useAddBrowseHistory();
  const record = loaded && facts.loggedIn && recordHistory;

  useEffect(() => {
    if (!record || recorded.current === key) return;
    recorded.current = key;
    mutate(Object.fromEntries(params));
  }, [record, key, params, mutate]);
}
