import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { shopInfoQuery } from '../lib/api/endpoints/shop';
import { useShop } from './shop-context';
import { useApiClient } from './api-client';

export interface ShopBrand {
  name: string;
  /** The desktop logo, when the gateway or the profile names one. */
  logo: string | undefined;
}

/** The shop's name and logo: the gateway's shop info first, then the profile, then the default label. */
export function useShopBrand(): ShopBrand {
  const api = useApiClient();
  const { name, theme, labels } = useShop();
  const { data: info } = useQuery(shopInfoQuery(api));
  return {
    name: info?.websiteName || name || labels.shopName,
    logo: info?.websitePcLogo || theme.pcLogo || theme.logo || undefined,
  };
}

/** Sets the browser tab's title to `<page title> - <shop name>`. */
export function useDocumentTitle(title: string): void {
  const { name } = useShopBrand();
  useEffect(() => {
    document.title = title ? `${title} - ${name}` : name;
  }, [title, name]);
}
