import { Edit, SaveButton, SimpleForm, Toolbar, type RaRecord } from 'react-admin';
import { validateSiteSettings } from '../../../domain/validation';
import { reloadSiteSettings } from '../../layout/site/useSiteSettings';
import { formValidator } from '../shared/formValidation';
import { useRecordNotice } from '../shared/recordNotice';
import { SiteSettingsInputs } from './SiteSettingsInputs';

/** The company has one settings record. */
const SETTINGS_ID = 1;
const validate = formValidator(validateSiteSettings);

const SettingsToolbar = () => (
  <Toolbar>
    <SaveButton />
  </Toolbar>
);

/**
 * /dashboard/SiteSettings: the settings record edited in place. After a save the shared settings are
 * reloaded so the header, footer and page titles show the new company details at once.
 */
export default function SiteSettingsEdit() {
  const notice = useRecordNotice();
  const onSuccess = (settings: RaRecord) => {
    notice('updated', [settings]);
    void reloadSiteSettings();
  };
  return (
    <Edit id={SETTINGS_ID} redirect={false} mutationMode="pessimistic" mutationOptions={{ onSuccess }} actions={false} title="resources.SiteSettings.name">
      <SimpleForm validate={validate} toolbar={<SettingsToolbar />} noValidate>
        <SiteSettingsInputs />
      </SimpleForm>
    </Edit>
  );
}
