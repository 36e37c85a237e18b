/**
 * Whether a file is the ZIP package an Office format must be (DOCX, XLSX): it holds
 * `[Content_Types].xml` and the format's main part (`word/document.xml`, `xl/workbook.xml`).
 * Only the central directory is read: every entry is skipped, none is inflated. fflate loads with
 * the first file checked, not at a cold start.
 */
export async function isOfficePackage(bytes: Uint8Array, mainPart: string): Promise<boolean> {
  const { unzipSync } = await import('fflate');
  const names = new Set<string>();
  try {
    unzipSync(bytes, {
      filter: (file) => {
        names.add(file.name);
        return false;
      },
    });
  } catch {
    return false;
  }
  return names.has('[Content_Types].xml') && names.has(mainPart);
}
