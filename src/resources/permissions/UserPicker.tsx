import { AutocompleteInput, Form, ReferenceInput, type Identifier } from 'react-admin';
import type { PickedUser } from './useSelection';

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
      <ReferenceInput source="user" reference="permission-users" perPage={20} sort={{ field: 'username', order: 'ASC' }}>
        <AutocompleteInput
          label="resources.userprivient.pick_user"
          optionText={userText}
          filterToQuery={searchText}
          helperText={false}
          sx={{ width: 360, maxWidth: '100%' }}
          onChange={(value: Identifier | null) => onChange(value === null || value === '' ? null : Number(value))}
        />
      </ReferenceInput>
    </Form>
  );
}
