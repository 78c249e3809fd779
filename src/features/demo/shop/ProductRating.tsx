import Rating from '@mui/material/Rating';
import { useLingui } from '@lingui/react/macro';

/** A product's stars, read out as a number out of five. */
export function ProductRating({ rating }: { rating: number }) {
  const { t } = useLingui();
  return <Rating value={rating} readOnly size="small" getLabelText={(value) => t`${value} de 5 estrelas`} />;
}
