import { validateCustomer, type CustomerValues } from '../../../domain/validation';
import { formValidator } from '../shared/formValidation';

/** The server's rules, run in the browser; fields the record came back without are not checked. */
export const validateCustomerForm = formValidator((values: CustomerValues) => validateCustomer(values));
