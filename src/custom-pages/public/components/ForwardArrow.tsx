import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTheme } from '@mui/material';

/** An arrow pointing the way the text reads: right in English, left in Arabic. */
export function ForwardArrow({ fontSize = 'small' }: { fontSize?: 'small' | 'medium' | 'inherit' }) {
  const { direction } = useTheme();
  return <ArrowForwardIcon fontSize={fontSize} sx={{ transform: direction === 'rtl' ? 'scaleX(-1)' : undefined }} />;
}
