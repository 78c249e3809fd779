import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import ChecklistOutlined from '@mui/icons-material/ChecklistOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import HandymanOutlined from '@mui/icons-material/HandymanOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { ReactElement } from 'react';
import type { NavIcon } from '../routes';

// Kept beside the layout, not in the route table, so the first page does not carry the icons.
export const NAV_ICONS: Record<NavIcon, ReactElement> = {
  atividades: <AssignmentOutlined />,
  sites: <PlaceOutlined />,
  questionarios: <ChecklistOutlined />,
  tipos: <HandymanOutlined />,
  usuarios: <GroupOutlined />,
  configuracoes: <SettingsOutlined />,
  perfil: <AccountCircleOutlined />,
};
