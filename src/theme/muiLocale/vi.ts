export { viVN as textos } from '@mui/material/locale';
