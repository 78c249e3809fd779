import type { Product } from '#mirage/ecommerce/types';
import { useLoad } from '@/ui/load/useLoad';
import { useDemoApi } from '../DemoContext';

/** The demo shop's products (GET /api/data/eCommerce/ProductsData). */
export function useProducts() {
  const api = useDemoApi();
  return useLoad(() => api.get<Product[]>('/api/data/eCommerce/ProductsData'));
}
