export { zhCN as textos } from '@mui/material/locale';
