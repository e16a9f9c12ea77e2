import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { shopBrand } from '../../engine';
import { shopInfoQuery } from '../lib/api/endpoints/shop';
import { useShop } from './shop-context';
import { useApiClient } from './api-client';

/**
 * The shop's name and logo (the desktop logo, undefined when neither the gateway nor the profile names one),
 * as the engine's shopBrand gives them from the shop info and the profile.
 */
export function useShopBrand(): { name: string; logo: string | undefined } {
  const api = useApiClient();
  const { name, theme, labels } = useShop();
  const { data: info } = useQuery(shopInfoQuery(api));
  const brand = shopBrand({ name, theme, labels }, info);
  return { name: brand.name.value, logo: brand.logo.value };
}

/** Sets the browser tab's title to `<page title> - <shop name>`. */
export function useDocumentTitle(title: string): void {
  const { name } = useShopBrand();
  useEffect(() => {
    document.title = title ? `${title} - ${name}` : name;
  }, [title, name]);
}
