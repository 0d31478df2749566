import { validateShipperGroup } from '../../../../domain/validation';
import { formValidator } from '../../shared/formValidation';

export const validateGroupForm = formValidator(validateShipperGroup);
