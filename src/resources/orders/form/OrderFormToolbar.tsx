import { Stack } from '@mui/material';
import { SaveButton, Toolbar } from 'react-admin';
import { AddAnotherButton } from './AddAnotherButton';

/**
 * Save (also what Enter does: the first submit button of the form) and, on a new order, 'Save and add
 * another', which keeps the customer and the city, clears the rest and puts the cursor in the recipient's name.
 */
export function OrderFormToolbar({ addAnother }: { addAnother: boolean }) {
  return (
    <Toolbar>
      <Stack direction="row" spacing={2}>
        <SaveButton alwaysEnable />
        {addAnother && <AddAnotherButton />}
      </Stack>
    </Toolbar>
  );
}
