import { toast } from '@storefront/ui';
import { useCallback } from 'react';
import { rememberedLoginTarget } from '../../session/guard';
import { setUserInfo, type UserInfo } from '../../session/state';
import { useGo } from '../../shared/use-go';
import { afterLoginPath, TEXT } from './rules';

/**
 * A successful login (docs/product/account.md#signing-in): store the user info, say 'Login Successfully', return to the
 * remembered page or home.
 */
export function useFinishLogin(): (info: UserInfo) => void {
  const go = useGo();
  return useCallback(
    (info: UserInfo) => {
      setUserInfo(info);
      toast.show(TEXT.loginSuccess, { login: true, variant: 'success' });
      go(afterLoginPath(rememberedLoginTarget()), { replace: true });
    },
    [go],
  );
}
