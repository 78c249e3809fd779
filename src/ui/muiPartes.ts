// MUI's parts that arrive after the first draw (muiAdiado.tsx), in one chunk: they come at the same moment.
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { default as Menu } from '@mui/material/Menu';
export { default as Popover } from '@mui/material/Popover';
export { default as Tooltip } from '@mui/material/Tooltip';
