import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../../lib/api/endpoints/login';
import { useCapability, useShop } from '../../shop/shop-context';
import { loginPath, shopHome } from '../../shop/shop-paths';
import { forgetMember } from '../../lib/api/session-queries';
import { useApiClient } from '../../shop/api-client';

/**
 * Logs out: tells the gateway (which drops the token), then clears the session whatever it answered, even
 * when the call fails or throws (the user asked to leave), and goes to the shop root, or to the login page
 * where guests may not browse.
 */
export function useSignOut(): () => Promise<void> {
  const api = useApiClient();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { mallPath } = useShop();
  const visitorsAllowed = useCapability('visitors.allowed');
  return async () => {
    try {
      await signOut(api);
    } finally {
      forgetMember(queryClient, mallPath, 'logout');
      navigate(visitorsAllowed ? shopHome(mallPath) : loginPath(mallPath), { replace: true });
    }
  };
}
