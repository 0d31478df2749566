import { useMemo } from 'react';
import { barcodeRects, type BarcodeGeometry } from '../../../../domain/barcode/code128';

export interface BarcodeProps {
  value: string;
  /** The drawn height of the bars in CSS units (the width follows from the value's length). */
  height?: string;
  /** The largest width it may take; past it the bars narrow evenly (the viewBox scales). */
  maxWidth?: string;
}

/** One module (the narrowest bar): 3 dots of a 203 dpi label printer, well above scanners' 0.19 mm minimum. */
const MODULE_MM = 0.375;

function geometryOf(value: string): BarcodeGeometry | null {
  try {
    return barcodeRects(value, 1, 40);
  } catch {
    return null; // not printable ASCII: no barcode, the text under it still says the value
  }
}

/**
 * A Code 128 barcode as an inline SVG: one rectangle per bar, crisp edges for scanners, and always drawn left
 * to right (direction ltr) even on an Arabic page. Screen readers read it as the value it carries.
 */
export function Barcode({ value, height = '18mm', maxWidth = '100%' }: BarcodeProps) {
  const geometry = useMemo(() => geometryOf(value), [value]);
  if (!geometry) return null;
  return (
    <svg
      role="img"
      aria-label={value}
      direction="ltr"
      xmlns="http://www.w3.org/2000/svg"
      viewBox={`0 0 ${geometry.width} ${geometry.height}`}
      preserveAspectRatio="none"
      shapeRendering="crispEdges"
      style={{
        display: 'block',
        direction: 'ltr',
        width: `${geometry.width * MODULE_MM}mm`,
        maxWidth,
        height,
        background: '#fff',
        printColorAdjust: 'exact',
        WebkitPrintColorAdjust: 'exact',
      }}
    >
      {geometry.rects.map((rect) => (
        <rect key={rect.x} x={rect.x} y={0} width={rect.width} height={geometry.height} fill="#000" />
      ))}
    </svg>
  );
}
