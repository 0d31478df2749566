import StarIcon from '@mui/icons-material/Star';
import type { ScreenViews } from '../shared/screenView';

/** Supervisors' monthly ratings of couriers and staff (domain/evaluations/rules.ts). */
export const views: ScreenViews = {
  UserEvaluation: {
    icon: StarIcon,
    page: () => import('./EvaluationList'),
    create: () => import('./EvaluationForm').then((module) => ({ default: module.EvaluationCreate })),
    edit: () => import('./EvaluationForm').then((module) => ({ default: module.EvaluationEdit })),
    recordRepresentation: (record) => String(record.subject_name ?? ''),
  },
};
