import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Button } from 'react-admin';
import { Link } from 'react-router-dom';

/** The order lists' way to the import page (merchant's or staff's). */
export function ImportOrdersButton({ to }: { to: string }) {
  return (
    <Button component={Link} to={to} label="order_import.button">
      <UploadFileIcon />
    </Button>
  );
}
