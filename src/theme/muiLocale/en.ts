export { enUS as textos } from '@mui/material/locale';
