import { AutocompleteInput, Form, type Identifier } from 'react-admin';
import type { PickedUser } from './useSelection';
import { PickerInput } from '../shared/pickers';

const userText = (user: PickedUser) => {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name ? `${name} (${user.username})` : user.username;
};
const searchText = (q: string) => ({ q });

interface UserPickerProps {
  userId: number | null;
  onChange: (id: number | null) => void;
}

/** Picks the staff account whose permissions are shown (searching by name or username). */
export function UserPicker({ userId, onChange }: UserPickerProps) {
  return (
    <Form defaultValues={{ user: userId }} key={userId ?? 'none'}>
      <PickerInput source="user" reference="permission-users" perPage={20}>
        <AutocompleteInput
          label="resources.userprivient.pick_user"
          optionText={userText}
          filterToQuery={searchText}
          helperText={false}
          sx={{ width: 360, maxWidth: '100%' }}
          onChange={(value: Identifier | null) => onChange(value === null || value === '' ? null : Number(value))}
        />
      </PickerInput>
    </Form>
  );
}
