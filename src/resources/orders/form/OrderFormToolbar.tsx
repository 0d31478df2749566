import { Stack } from '@mui/material';
import { SaveButton, Toolbar, useNotify } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { nextOrderValues } from './formValues';

/**
 * Save (also what Enter does: the first submit button of the form) and, on a new order, 'Save and add
 * another', which keeps the customer and the city, clears the rest and puts the cursor in the recipient's name.
 */
export function OrderFormToolbar({ addAnother }: { addAnother: boolean }) {
  const { reset, setFocus, getValues } = useFormContext();
  const notify = useNotify();
  const [search] = useSearchParams();
  const onSuccess = () => {
    notify('resources.orders.form.saved', { type: 'success' });
    reset(nextOrderValues(getValues(), search));
    setTimeout(() => setFocus('full_name'), 0);
  };
  return (
    <Toolbar>
      <Stack direction="row" spacing={2}>
        <SaveButton alwaysEnable />
        {addAnother && <SaveButton type="button" alwaysEnable variant="outlined" label="resources.orders.form.save_and_add" mutationOptions={{ onSuccess }} />}
      </Stack>
    </Toolbar>
  );
}
