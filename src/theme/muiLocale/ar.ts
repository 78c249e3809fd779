export { arSD as textos } from '@mui/material/locale';
