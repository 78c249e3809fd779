import FilterList from '@mui/icons-material/FilterList';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { EmptyState } from '@/ui/EmptyState';
import { FilterSelect } from '@/ui/list/FilterSelect';
import { DemoData } from '../DemoData';
import { SearchField } from '../SearchField';
import { useArrowList } from '../useArrowList';
import { CartLink } from './CartLink';
import { ProductCard } from './ProductCard';
import { ProductFilters } from './ProductFilters';
import { NO_FILTERS, shownProducts, type ProductSort, type ShopFilters } from './productFilters';
import { useProducts } from './useProducts';

/** The demo shop: filters beside a searchable, sortable grid of products; ↑/↓ move between the products. */
export function ShopBoard() {
  const { t } = useLingui();
  const load = useProducts();
  const [filters, setFilters] = useState<ShopFilters>(NO_FILTERS);
  // On a narrow screen the filters fold away above the grid, so the products come first.
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const shown = shownProducts(load.data ?? [], filters);
  const { listProps } = useArrowList<HTMLUListElement>(shown.length);
  const sorts: Array<{ value: ProductSort; label: string }> = [
    { value: 'newest', label: t`Mais recentes` },
    { value: 'priceDesc', label: t`Maior preço` },
    { value: 'priceAsc', label: t`Menor preço` },
    { value: 'discounted', label: t`Maior desconto` },
  ];

  return (
    <DemoData load={load}>
      {() => (
        <Paper variant="outlined" sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '240px minmax(0, 1fr)' } }}>
          <Box sx={{ p: 2, borderRight: { md: 1 }, borderBottom: { xs: 1, md: 0 }, borderColor: 'divider' }}>
            <Button
              startIcon={<FilterList />}
              aria-expanded={filtersOpen}
              aria-controls={filtersId}
              onClick={() => setFiltersOpen((open) => !open)}
              sx={{ display: { md: 'none' } }}
            >
              {t`Filtros`}
            </Button>
            <Box id={filtersId} sx={{ display: { xs: filtersOpen ? 'block' : 'none', md: 'block' }, mt: { xs: 1, md: 0 } }}>
              <ProductFilters filters={filters} onChange={setFilters} />
            </Box>
          </Box>
          <Box sx={{ p: 2, display: 'grid', gap: 2, alignContent: 'start' }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr auto auto' }, alignItems: 'center' }}>
              <SearchField label={t`Buscar produtos`} value={filters.search} onChange={(search) => setFilters({ ...filters, search })} />
              <FilterSelect label={t`Ordenar por`} value={filters.sort} options={sorts} onChange={(sort) => setFilters({ ...filters, sort: sort as ProductSort })} />
              <CartLink />
            </Box>
            <Typography color="text.secondary" role="status">
              {plural(shown.length, { 0: 'Nenhum produto', one: '# produto', other: '# produtos' })}
            </Typography>
            {shown.length === 0 ? (
              <EmptyState icon={<StorefrontOutlined />} title={t`Nenhum produto com estes filtros`}>
                {t`Tire um filtro ou busque outro nome.`}
              </EmptyState>
            ) : (
              <Box
                component="ul"
                {...listProps}
                aria-label={t`Produtos`}
                sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
              >
                {shown.map((product) => (
                  <li key={product.id}>
                    <ProductCard product={product} />
                  </li>
                ))}
              </Box>
            )}
          </Box>
        </Paper>
      )}
    </DemoData>
  );
}
