export { frFR as textos } from '@mui/material/locale';
