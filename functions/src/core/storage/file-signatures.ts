/** Leading bytes of each accepted resume format: the declared type is never trusted alone. */
const SIGNATURES: Record<string, number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  doc: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // OLE2 compound file
  docx: [0x50, 0x4b, 0x03, 0x04], // ZIP (Office Open XML)
};

export function matchesSignature(extension: string, head: Uint8Array): boolean {
  const signature = SIGNATURES[extension];
  return !!signature && head.length >= signature.length && signature.every((byte, index) => head[index] === byte);
}
