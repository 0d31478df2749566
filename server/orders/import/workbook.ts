import { posix } from 'node:path';
import type { SheetRow } from './csv';
import { sharedStrings } from './strings';
import { sheetRows } from './worksheet';
import { readXml } from './xml';

/** The relationship id (`r:id`) of a workbook's first sheet in tab order: its first `<sheet>`, whatever its part is named. */
function firstSheetId(workbook: Uint8Array): string | undefined {
  let id: string | undefined;
  readXml(workbook, {
    open: (name, attributes) => {
      if (name === 'sheet') id = Object.entries(attributes).find(([attribute]) => attribute.endsWith(':id'))?.[1] ?? '';
    },
    done: () => id !== undefined,
  });
  return id;
}

interface Relationship {
  type: string;
  /** The zip file it points to: a target is relative to the workbook's folder, or absolute. */
  part: string;
}

/** A workbook's relationships (`xl/_rels/workbook.xml.rels`) by id. */
function relationships(rels: Uint8Array): Map<string, Relationship> {
  const found = new Map<string, Relationship>();
  readXml(rels, {
    open: (name, { Id, Type, Target }) => {
      if (name !== 'Relationship' || !Id || !Target) return;
      found.set(Id, { type: Type ?? '', part: Target.startsWith('/') ? Target.slice(1) : posix.join('xl', Target) });
    },
  });
  return found;
}

/**
 * The rows that have something in them of a workbook's first sheet in tab order, at most `maxRows`, from its
 * unpacked files: the workbook says which sheet is first, its relationships name that sheet's part and the shared
 * strings', and both are read as streams of XML. Undefined when the files hold no workbook with a sheet; a workbook
 * whose parts are missing or broken throws.
 */
export function readWorkbook(files: ReadonlyMap<string, Uint8Array>, maxRows: number): SheetRow[] | undefined {
  const workbook = files.get('xl/workbook.xml');
  const sheetId = workbook && firstSheetId(workbook);
  if (sheetId === undefined) return undefined;
  const rels = files.get('xl/_rels/workbook.xml.rels');
  if (!rels) throw new Error('the workbook has no relationships');
  const related = relationships(rels);
  const sheet = files.get(related.get(sheetId)?.part ?? '');
  if (!sheet) throw new Error('the first sheet is missing');
  const stringsPart = [...related.values()].find((relationship) => relationship.type.endsWith('/sharedStrings'));
  const strings = stringsPart && files.get(stringsPart.part);
  return sheetRows(sheet, strings ? sharedStrings(strings) : [], maxRows);
}
