import type { DemoServer } from '../demoRegistry';

export function productRoutes(server: DemoServer): void {
  server.get('/api/data/eCommerce/ProductsData', (schema) => schema.all('product'));
}
