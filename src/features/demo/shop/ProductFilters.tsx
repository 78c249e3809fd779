import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLingui } from '@lingui/react/macro';
import { PRODUCT_CATEGORIES, PRODUCT_COLORS, PRODUCT_GENDERS } from '#mirage/ecommerce/types';
import { ColorChoice } from './ColorChoice';
import { FilterRadios } from './FilterRadios';
import { isFiltered, MIN_RATINGS, NO_FILTERS, PRICE_RANGES, type ShopFilters } from './productFilters';
import { formatBRL, PRODUCT_CATEGORY_LABELS, PRODUCT_GENDER_LABELS } from './shopLabels';

interface ProductFiltersProps {
  filters: ShopFilters;
  onChange: (filters: ShopFilters) => void;
}

/** Which products the shop shows: by category, gender, price, rating and colour, and a way back to all. */
export function ProductFilters({ filters, onChange }: ProductFiltersProps) {
  const { t, i18n } = useLingui();
  const set = (change: Partial<ShopFilters>) => onChange({ ...filters, ...change });
  const priceLabel = ({ min, max }: (typeof PRICE_RANGES)[number]) => {
    const from = formatBRL(i18n, min);
    const to = formatBRL(i18n, max);
    if (min === 0) return t`Até ${to}`;
    return max === Infinity ? t`A partir de ${from}` : t`De ${from} a ${to}`;
  };
  return (
    <Box component="section" aria-label={t`Filtros`} sx={{ display: 'grid', gap: 2.5, alignContent: 'start' }}>
      <FilterRadios
        legend={t`Categoria`}
        anyLabel={t`Todas`}
        options={PRODUCT_CATEGORIES.map((value) => ({ value, label: i18n._(PRODUCT_CATEGORY_LABELS[value]) }))}
        value={filters.category}
        onChange={(category) => set({ category })}
      />
      <FilterRadios
        legend={t`Gênero`}
        anyLabel={t`Todos`}
        options={PRODUCT_GENDERS.map((value) => ({ value, label: i18n._(PRODUCT_GENDER_LABELS[value]) }))}
        value={filters.gender}
        onChange={(gender) => set({ gender })}
      />
      <FilterRadios
        legend={t`Preço`}
        anyLabel={t`Qualquer preço`}
        options={PRICE_RANGES.map((range) => ({ value: range.value, label: priceLabel(range) }))}
        value={filters.price}
        onChange={(price) => set({ price })}
      />
      <FilterRadios
        legend={t`Avaliação`}
        anyLabel={t`Qualquer avaliação`}
        options={MIN_RATINGS.map((value) => ({ value, label: t`${value} estrelas ou mais` }))}
        value={filters.minRating}
        onChange={(minRating) => set({ minRating })}
      />
      <ColorChoice legend={t`Cor`} anyLabel={t`Todas as cores`} colors={PRODUCT_COLORS} value={filters.color} onChange={(color) => set({ color })} />
      <Box>
        <Button variant="outlined" disabled={!isFiltered(filters)} onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}>
          {t`Limpar filtros`}
        </Button>
      </Box>
    </Box>
  );
}
