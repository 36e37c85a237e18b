import { isOfficePackage } from './office-files.ts';

/**
 * Whether an uploaded file is what a resume of its extension must be. The declared type and name
 * are never trusted: `file-type` detects the format from the bytes, and the structure is checked
 * as well: a PDF ends with its `%%EOF` trailer and is not HTML or a program behind a PDF header;
 * a DOCX is a ZIP holding `[Content_Types].xml` and `word/document.xml` (isOfficePackage); a DOC
 * is an OLE2 compound file. Both libraries load with the first upload checked, not at a cold start.
 */
export async function isResumeFile(extension: string, bytes: Uint8Array): Promise<boolean> {
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = (await fileTypeFromBuffer(bytes))?.ext;
  switch (extension) {
    case 'pdf':
      return detected === 'pdf' && isWholePdf(bytes);
    case 'docx':
      return detected === 'docx' && (await isOfficePackage(bytes, 'word/document.xml'));
    case 'doc':
      return detected === 'cfb';
    default:
      return false;
  }
}

const text = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** Markup or a Windows program where a PDF's objects should start. */
const NOT_PDF = /<(!doctype|html|script|body|iframe|svg)\b|\bMZ[\s\S]{58}PE\0\0/i;

function isWholePdf(bytes: Uint8Array): boolean {
  const head = text(bytes.subarray(0, 4096));
  const tail = text(bytes.subarray(Math.max(0, bytes.length - 1024)));
  return head.startsWith('%PDF-') && !NOT_PDF.test(head) && tail.includes('%%EOF');
}
